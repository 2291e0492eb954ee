import {
  eventsFrom,
  translate,
  VIDEO_EDITABLE_STATES,
  VIDEO_TRANSITIONS,
  isMessageKey,
  type CommentItem,
  type CompleteLocale,
  type VideoCan,
  type VideoDetail,
  type VideoListItem,
  type VideoMineItem,
  type VideoProcessing,
  type VideoState,
} from '@occ/shared';
import type { Actor } from '../../platform/policy';
import { videoPolicy } from './policy';
import type { ListedVideo, VideoRow } from './service';

// Presenters are the only way video rows leave the server (DESIGN §5): never the storage keys
// or file paths, only the media URLs the playback routes serve.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The cover's URL; the key's start makes a replaced cover a new URL (it is cached). */
const coverUrl = (v: VideoRow) =>
  v.coverKey ? `/media/videos/${v.id}/cover.jpg?v=${v.coverKey.slice(0, 8)}` : null;

export function presentListItem({ v, author, likes }: ListedVideo): VideoListItem {
  return {
    id: v.id,
    name: v.name,
    tags: v.tags,
    coverUrl: coverUrl(v),
    author: {
      id: author.id,
      username: author.username,
      nickname: author.nickname,
      avatarUrl: author.avatarUrl,
    },
    official: v.official,
    durationMs: v.durationMs,
    views: v.views,
    likes,
    releasedAt: iso(v.releasedAt),
    createdAt: v.createdAt.toISOString(),
  };
}

/** What the viewer may do now: the policy and the transition table together. */
export function canOf(actor: Actor, v: VideoRow): VideoCan {
  const events = eventsFrom(VIDEO_TRANSITIONS, v.state as VideoState);
  return {
    edit: videoPolicy.can(actor, 'edit', v) && (VIDEO_EDITABLE_STATES as readonly string[]).includes(v.state),
    delete: videoPolicy.can(actor, 'delete', v),
    submit: videoPolicy.can(actor, 'submit', v) && events.includes('submit') && v.processing === 'ready',
    withdraw: videoPolicy.can(actor, 'withdraw', v) && events.includes('withdraw'),
  };
}

export function presentMineItem(r: ListedVideo, actor: Actor, loc: CompleteLocale): VideoMineItem {
  const { v } = r;
  const error = v.processingError;
  return {
    ...presentListItem(r),
    state: v.state as VideoState,
    processing: v.processing as VideoProcessing,
    processingProgress: v.processingProgress,
    // stored as a message key (see processing.ts), shown in the reader's language
    processingError: error ? (isMessageKey(error) ? translate(error, loc) : error) : null,
    failureCause: v.failureCause,
    removalReason: v.removalReason,
    submittedAt: iso(v.submittedAt),
    reviewedAt: iso(v.reviewedAt),
    updatedAt: v.updatedAt.toISOString(),
    can: canOf(actor, v),
  };
}

export function presentDetail(
  r: ListedVideo,
  actor: Actor,
  loc: CompleteLocale,
  extra: {
    counters: { collections: number; comments: number };
    marks: { liked: boolean; collected: boolean };
    comments: CommentItem[];
  },
): VideoDetail {
  const { v } = r;
  return {
    ...presentMineItem(r, actor, loc),
    introduction: v.introduction,
    playUrl: v.processing === 'ready' && v.playableKey ? `/media/videos/${v.id}.mp4` : null,
    width: v.width,
    height: v.height,
    activityAt: iso(v.activityAt),
    collections: extra.counters.collections,
    commentsCount: extra.counters.comments,
    viewer: { ...extra.marks, canReport: videoPolicy.can(actor, 'report', v) },
    comments: extra.comments,
  };
}
