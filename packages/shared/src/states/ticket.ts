import type { TransitionTable } from './machine';

// Support ticket lifecycle (issue 18, spec §4): Assigned, Processing, Suspend, Pending feedback,
// Resolved (shown to the submitter as "pending confirmation"), Closed. Staff move the work; the
// submitter's reply to a ticket pending feedback returns it to Processing; the submitter confirms
// (then rates), reopens or closes.
export const TICKET_STATES = [
  'assigned',
  'processing',
  'suspended',
  'pendingFeedback',
  'resolved',
  'closed',
] as const;
export type TicketState = (typeof TICKET_STATES)[number];

export const TICKET_EVENTS = [
  'start',
  'suspend',
  'resume',
  'requestFeedback',
  'feedback',
  'resolve',
  'reopen',
  'confirm',
  'close',
] as const;
export type TicketEvent = (typeof TICKET_EVENTS)[number];

export const TICKET_TRANSITIONS: TransitionTable<TicketState, TicketEvent> = {
  start: [['assigned', 'processing']],
  suspend: [['processing', 'suspended']],
  resume: [['suspended', 'processing']],
  requestFeedback: [['processing', 'pendingFeedback']],
  feedback: [['pendingFeedback', 'processing']],
  resolve: [
    ['processing', 'resolved'],
    ['pendingFeedback', 'resolved'],
  ],
  reopen: [['resolved', 'processing']],
  confirm: [['resolved', 'closed']],
  close: [
    ['assigned', 'closed'],
    ['processing', 'closed'],
    ['suspended', 'closed'],
    ['pendingFeedback', 'closed'],
    ['resolved', 'closed'],
  ],
};

/** Events support staff take (buttons of the workbench). */
export const TICKET_STAFF_EVENTS = ['start', 'suspend', 'resume', 'requestFeedback', 'resolve'] as const;
/** Events the submitter takes (buttons of the ticket page); `feedback` happens by replying. */
export const TICKET_SUBMITTER_EVENTS = ['reopen', 'confirm', 'close'] as const;
export type TicketStaffEvent = (typeof TICKET_STAFF_EVENTS)[number];
export type TicketSubmitterEvent = (typeof TICKET_SUBMITTER_EVENTS)[number];
