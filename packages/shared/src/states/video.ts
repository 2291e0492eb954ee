import type { TransitionTable } from './machine';

// Spec §4 video lifecycle: Draft, Under Review, Published, Failed review, removed from shelf with reason.
export const VIDEO_STATES = ['draft', 'review', 'published', 'failed', 'removed'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];

export const VIDEO_EVENTS = ['submit', 'withdraw', 'approve', 'reject', 'remove'] as const;
export type VideoEvent = (typeof VIDEO_EVENTS)[number];

export const VIDEO_EVENT_ACTOR: Record<VideoEvent, 'author' | 'moderator'> = {
  submit: 'author',
  withdraw: 'author',
  approve: 'moderator',
  reject: 'moderator',
  remove: 'moderator',
};

export const VIDEO_TRANSITIONS: TransitionTable<VideoState, VideoEvent> = {
  submit: [
    ['draft', 'review'],
    ['failed', 'review'],
    ['removed', 'review'],
  ],
  // under review → draft; published → removed from shelf (by the author)
  withdraw: [
    ['review', 'draft'],
    ['published', 'removed'],
  ],
  approve: [['review', 'published']],
  reject: [['review', 'failed']],
  remove: [['published', 'removed']],
};

/** Tabs of "my videos" (spec §3 personal centre: draft, published, under review, failed). */
export const MY_VIDEO_TABS: readonly VideoState[] = ['draft', 'published', 'review', 'failed', 'removed'];

/** Background processing of the uploaded file (independent of the review lifecycle). */
export const VIDEO_PROCESSING = ['pending', 'processing', 'ready', 'failed'] as const;
export type VideoProcessing = (typeof VIDEO_PROCESSING)[number];
