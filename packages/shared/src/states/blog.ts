import type { TransitionTable } from './machine';

// Spec §4 blog lifecycle: Published, Audit (pending review), Fail, BeenRemoved, Drafts.
export const POST_STATES = ['drafts', 'audit', 'published', 'fail', 'been_removed'] as const;
export type PostState = (typeof POST_STATES)[number];

export const POST_EVENTS = ['submit', 'withdraw', 'approve', 'reject', 'remove'] as const;
export type PostEvent = (typeof POST_EVENTS)[number];

/** Who may fire an event: the author, or a moderator (reviews). Delete is not a transition: the author may delete in any state. */
export const POST_EVENT_ACTOR: Record<PostEvent, 'author' | 'moderator'> = {
  submit: 'author',
  withdraw: 'author',
  approve: 'moderator',
  reject: 'moderator',
  remove: 'moderator',
};

export const POST_TRANSITIONS: TransitionTable<PostState, PostEvent> = {
  // a draft is published (submitted for review); a failed or removed post is edited and resubmitted;
  // an edited published post goes back to review
  submit: [
    ['drafts', 'audit'],
    ['fail', 'audit'],
    ['been_removed', 'audit'],
    ['published', 'audit'],
  ],
  // pending → drafts; published → removed (spec §4)
  withdraw: [
    ['audit', 'drafts'],
    ['published', 'been_removed'],
  ],
  approve: [['audit', 'published']],
  // with a failure cause the author sees
  reject: [['audit', 'fail']],
  // a moderator takes a published post down, with a reason
  remove: [['published', 'been_removed']],
};

/** The tabs of /people/my/post (spec §3 personal centre), in order. */
export const MY_POST_TABS: readonly PostState[] = ['published', 'audit', 'fail', 'been_removed', 'drafts'];
