import { and, eq, lt } from 'drizzle-orm';
import { newMediaKey, videoStorageKey } from '../../modules/media-uploads/storage';
import { videoLink } from '../../modules/videos/targets';
import type { Storage } from '../../platform/storage';
import type { Db } from '../client';
import { eventAgenda, events, users, videos } from '../schema';
import { DEMO_CLIP, makeDemoClip } from './demo-clip';

// The playback of the demo's past events: a published video of the videos module per event (the
// demo clip, stored like a processed upload: source and web-playable MP4), named after the event,
// which the event's playback link and its agenda rows point at. Without ffmpeg the events keep
// linking the video list.

/** Where the demo events' playback points until they have a video of their own. */
export const VIDEO_LIST = '/community/video';

const PUBLISHER = { username: 'occ_events', nickname: 'OCC 活动回放' };

/**
 * Gives every ended, published event whose playback is still the video list a published video,
 * once (a second run finds none left). Returns how many videos it made.
 */
export async function seedEventVideos(db: Db, storage: Storage): Promise<number> {
  const past = await db
    .select({ id: events.id, title: events.titleZh, summary: events.summaryZh, endsAt: events.endsAt })
    .from(events)
    .where(
      and(eq(events.playbackUrl, VIDEO_LIST), eq(events.state, 'published'), lt(events.endsAt, new Date())),
    );
  if (!past.length) return 0;
  const clip = await makeDemoClip();
  if (!clip) return 0;
  await db.insert(users).values(PUBLISHER).onConflictDoNothing();
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, PUBLISHER.username))
    .limit(1);
  if (!author) return 0;
  let made = 0;
  for (const ev of past) {
    const sourceKey = newMediaKey();
    const playableKey = newMediaKey();
    await storage.put(videoStorageKey('source', sourceKey), clip, 'video/mp4');
    await storage.put(videoStorageKey('play', playableKey), clip, 'video/mp4');
    const [video] = await db
      .insert(videos)
      .values({
        authorId: author.id,
        state: 'published',
        name: ev.title,
        introduction: ev.summary,
        tags: ['RISC-V', '活动回放'],
        official: true,
        sourceKey,
        playableKey,
        ...DEMO_CLIP,
        processing: 'ready',
        processingProgress: 100,
        activityAt: ev.endsAt,
        releasedAt: ev.endsAt,
        reviewedAt: ev.endsAt,
        submittedAt: ev.endsAt,
      })
      .returning({ id: videos.id });
    if (!video) continue;
    await db
      .update(events)
      .set({ playbackUrl: videoLink(video.id) })
      .where(and(eq(events.id, ev.id), eq(events.playbackUrl, VIDEO_LIST)));
    await db.update(eventAgenda).set({ videoId: video.id }).where(eq(eventAgenda.eventId, ev.id));
    made += 1;
  }
  return made;
}
