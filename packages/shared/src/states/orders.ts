import type { TransitionTable } from './machine';

// Two customer ↔ vendor workflows of the device console (issue 23). Each event belongs to one
// side: the server answers 403 when the other side sends it, 409 when the state does not allow it.

export type OrderSide = 'customer' | 'vendor';

export const SMALL_BATCH_STATES = [
  'submitted',
  'quoted',
  'confirmed',
  'shipped',
  'received',
  'cancelled',
] as const;
export type SmallBatchState = (typeof SMALL_BATCH_STATES)[number];
export const SMALL_BATCH_EVENTS = ['quote', 'confirm', 'ship', 'receive', 'cancel', 'decline'] as const;
export type SmallBatchEvent = (typeof SMALL_BATCH_EVENTS)[number];

/** submitted → quoted → confirmed → shipped → received; the customer cancels before shipping, the vendor declines before confirmation. */
export const SMALL_BATCH_TRANSITIONS: TransitionTable<SmallBatchState, SmallBatchEvent> = {
  quote: [['submitted', 'quoted']],
  confirm: [['quoted', 'confirmed']],
  ship: [['confirmed', 'shipped']],
  receive: [['shipped', 'received']],
  cancel: [
    ['submitted', 'cancelled'],
    ['quoted', 'cancelled'],
    ['confirmed', 'cancelled'],
  ],
  decline: [
    ['submitted', 'cancelled'],
    ['quoted', 'cancelled'],
  ],
};

export const SMALL_BATCH_SIDES: Readonly<Record<SmallBatchEvent, OrderSide>> = {
  quote: 'vendor',
  confirm: 'customer',
  ship: 'vendor',
  receive: 'customer',
  cancel: 'customer',
  decline: 'vendor',
};

export const VOICE_STATES = ['submitted', 'accepted', 'training', 'delivered', 'rejected'] as const;
export type VoiceState = (typeof VOICE_STATES)[number];
export const VOICE_EVENTS = ['accept', 'train', 'deliver', 'reject'] as const;
export type VoiceEvent = (typeof VOICE_EVENTS)[number];

/** submitted → accepted → training → delivered, or rejected (with a reason) before training starts. */
export const VOICE_TRANSITIONS: TransitionTable<VoiceState, VoiceEvent> = {
  accept: [['submitted', 'accepted']],
  train: [['accepted', 'training']],
  deliver: [['training', 'delivered']],
  reject: [
    ['submitted', 'rejected'],
    ['accepted', 'rejected'],
  ],
};

export const VOICE_SIDES: Readonly<Record<VoiceEvent, OrderSide>> = {
  accept: 'vendor',
  train: 'vendor',
  deliver: 'vendor',
  reject: 'vendor',
};

/** Irreversible steps: the UI asks for a confirmation before sending them. */
export const FINAL_EVENTS: readonly string[] = ['cancel', 'decline', 'ship', 'receive', 'deliver', 'reject'];
