import type { TransitionTable } from './machine';

// Event lifecycle (issue 19): a draft is published; a published event is closed (sign-up stops,
// the page stays) or cancelled. What visitors see of the time (signing up, not started, ongoing,
// ended) is derived from the times, never stored.
export const EVENT_STATES = ['draft', 'published', 'closed', 'cancelled'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const EVENT_EVENTS = ['publish', 'close', 'reopen', 'cancel'] as const;
export type EventEvent = (typeof EVENT_EVENTS)[number];

export const EVENT_TRANSITIONS: TransitionTable<EventState, EventEvent> = {
  publish: [['draft', 'published']],
  close: [['published', 'closed']],
  reopen: [['closed', 'published']],
  cancel: [
    ['draft', 'cancelled'],
    ['published', 'cancelled'],
    ['closed', 'cancelled'],
  ],
};
