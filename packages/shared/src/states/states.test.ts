import { describe, expect, it } from 'vitest';
import { POST_EVENTS, POST_STATES, POST_TRANSITIONS, type PostEvent, type PostState } from './blog';
import { eventsFrom, nextState, sourcesOf, type TransitionTable } from './machine';
import { EVENT_EVENTS, EVENT_STATES, EVENT_TRANSITIONS, type EventEvent, type EventState } from './event';
import {
  TICKET_EVENTS,
  TICKET_STATES,
  TICKET_TRANSITIONS,
  type TicketEvent,
  type TicketState,
} from './ticket';
import { VIDEO_EVENTS, VIDEO_STATES, VIDEO_TRANSITIONS, type VideoEvent, type VideoState } from './video';

// Every (state, event) pair of each lifecycle, written out by hand from spec §4: the allowed ones
// map to their target, every other pair is refused (null → the server answers 409).

const POST_EXPECTED: Record<PostState, Partial<Record<PostEvent, PostState>>> = {
  drafts: { submit: 'audit' },
  audit: { withdraw: 'drafts', approve: 'published', reject: 'fail' },
  published: { submit: 'audit', withdraw: 'been_removed', remove: 'been_removed' },
  fail: { submit: 'audit' },
  been_removed: { submit: 'audit' },
};

const VIDEO_EXPECTED: Record<VideoState, Partial<Record<VideoEvent, VideoState>>> = {
  draft: { submit: 'review' },
  review: { withdraw: 'draft', approve: 'published', reject: 'failed' },
  published: { withdraw: 'removed', remove: 'removed' },
  failed: { submit: 'review' },
  removed: { submit: 'review' },
};

const EVENT_EXPECTED: Record<EventState, Partial<Record<EventEvent, EventState>>> = {
  draft: { publish: 'published', cancel: 'cancelled' },
  published: { close: 'closed', cancel: 'cancelled' },
  closed: { reopen: 'published', cancel: 'cancelled' },
  cancelled: {},
};

const TICKET_EXPECTED: Record<TicketState, Partial<Record<TicketEvent, TicketState>>> = {
  assigned: { start: 'processing', close: 'closed' },
  processing: {
    suspend: 'suspended',
    requestFeedback: 'pendingFeedback',
    resolve: 'resolved',
    close: 'closed',
  },
  suspended: { resume: 'processing', close: 'closed' },
  pendingFeedback: { feedback: 'processing', resolve: 'resolved', close: 'closed' },
  resolved: { reopen: 'processing', confirm: 'closed', close: 'closed' },
  closed: {},
};

function fullTable<S extends string, E extends string>(
  name: string,
  table: TransitionTable<S, E>,
  states: readonly S[],
  events: readonly E[],
  expected: Record<S, Partial<Record<E, S>>>,
) {
  describe(`${name}: every (state, event) pair`, () => {
    for (const state of states)
      for (const event of events) {
        const to = expected[state][event] ?? null;
        it(`${state} --${event}--> ${to ?? 'refused'}`, () => {
          expect(nextState(table, state, event)).toBe(to);
        });
      }

    it('eventsFrom lists exactly the allowed events of each state', () => {
      for (const state of states)
        expect(new Set(eventsFrom(table, state))).toEqual(new Set(Object.keys(expected[state])));
    });

    it('sourcesOf lists exactly the states each event may start from', () => {
      for (const event of events)
        expect(new Set(sourcesOf(table, event))).toEqual(
          new Set(states.filter((s) => expected[s][event] !== undefined)),
        );
    });

    it('every transition stays inside the lifecycle and no pair is listed twice', () => {
      for (const event of events) {
        const from = table[event].map(([f]) => f);
        expect(new Set(from).size).toBe(from.length);
        for (const [f, t] of table[event]) {
          expect(states).toContain(f);
          expect(states).toContain(t);
        }
      }
    });
  });
}

fullTable('POST_TRANSITIONS', POST_TRANSITIONS, POST_STATES, POST_EVENTS, POST_EXPECTED);
fullTable('VIDEO_TRANSITIONS', VIDEO_TRANSITIONS, VIDEO_STATES, VIDEO_EVENTS, VIDEO_EXPECTED);
fullTable('EVENT_TRANSITIONS', EVENT_TRANSITIONS, EVENT_STATES, EVENT_EVENTS, EVENT_EXPECTED);
fullTable('TICKET_TRANSITIONS', TICKET_TRANSITIONS, TICKET_STATES, TICKET_EVENTS, TICKET_EXPECTED);
