import { z } from 'zod';

// Progress of a video lesson (issue 20): the player reports what was watched in segments of
// media time; the server merges them and the lesson is complete once WATCH_COMPLETE_RATIO of the
// video is covered, so skipping to the end does not count. The player resumes at `position`.

/** the share of the video that must have been watched */
export const WATCH_COMPLETE_RATIO = 0.9;
/** the longest segment one report may carry (the player reports every ~10 s of playing) */
export const WATCH_SEGMENT_MAX_SECONDS = 60;
/** reports one learner may send a minute (a player sends about six) */
export const WATCH_REPORTS_PER_MINUTE = 120;
/** the longest video a lesson may have: 24 hours */
export const WATCH_DURATION_MAX_SECONDS = 86_400;
/** segments kept per learner and lesson; beyond it the shortest is dropped (coverage is never invented) */
export const WATCH_SEGMENTS_MAX = 200;

export type Segment = [number, number];

const seconds = z.number().finite().min(0).max(WATCH_DURATION_MAX_SECONDS);

export const watchReport = z
  .object({
    from: seconds,
    to: seconds,
    /** the media's length as the player sees it */
    duration: seconds.min(1),
    /** where the player is now: the resume point */
    position: seconds,
  })
  .refine((r) => r.to > r.from, { path: ['to'], message: 'segmentEmpty' })
  .refine((r) => r.to - r.from <= WATCH_SEGMENT_MAX_SECONDS, { path: ['to'], message: 'segmentTooLong' })
  .refine((r) => r.to <= r.duration + 1, { path: ['to'], message: 'segmentPastEnd' });
export type WatchReport = z.infer<typeof watchReport>;

/** What a learner watched of a lesson's video. */
export const watchState = z.object({
  /** where to resume, in seconds */
  position: z.number(),
  /** the share watched, 0-100 */
  percent: z.number().int().min(0).max(100),
});
export type WatchState = z.infer<typeof watchState>;

/** `segments` (sorted, disjoint) with `add` merged in. */
export function mergeSegment(segments: readonly Segment[], add: Segment): Segment[] {
  const all = [...segments, add].sort((a, b) => a[0] - b[0]);
  const out: Segment[] = [];
  for (const [s, e] of all) {
    const last = out[out.length - 1];
    // only overlapping or touching segments join: a gap, however small, was not watched
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  while (out.length > WATCH_SEGMENTS_MAX) {
    let at = 0;
    for (let i = 1; i < out.length; i++) if (out[i]![1] - out[i]![0] < out[at]![1] - out[at]![0]) at = i;
    out.splice(at, 1);
  }
  return out;
}

/** Seconds covered by `segments`, counted up to `duration`. */
export function coveredSeconds(segments: readonly Segment[], duration: number): number {
  let sum = 0;
  for (const [s, e] of segments) sum += Math.max(0, Math.min(e, duration) - Math.min(s, duration));
  return sum;
}

export function watchPercent(segments: readonly Segment[], duration: number): number {
  if (duration <= 0) return 0;
  return Math.min(100, Math.floor((coveredSeconds(segments, duration) / duration) * 100));
}

export const watchComplete = (segments: readonly Segment[], duration: number) =>
  duration > 0 && coveredSeconds(segments, duration) >= duration * WATCH_COMPLETE_RATIO;

/** The answer of progress.report. */
export const watchReported = z.object({
  lessonId: z.number().int(),
  watch: watchState,
  completed: z.boolean(),
  /** my course progress when this report completed the lesson */
  progress: z
    .object({
      completedLessons: z.number().int(),
      totalLessons: z.number().int(),
      percent: z.number().int(),
      nextLessonId: z.number().int().nullable(),
    })
    .nullable(),
  certificateId: z.string().nullable(),
});
export type WatchReported = z.infer<typeof watchReported>;
