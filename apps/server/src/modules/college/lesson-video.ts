import crypto from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '@occ/shared';
import type { Db } from '../../db/client';
import { courseLessons, courses } from '../../db/schema';
import { seedCourses } from '../../db/seed/data/college';
import { seedQuizCourse } from '../../db/seed/data/college-exams';
import { moreCourses } from '../../db/seed/data/college-more';
import { makeDemoClip } from '../../db/seed/demo-clip';
import { notFound } from '../../platform/errors';
import { checkKey, sendStored, type Storage } from '../../platform/storage';
import type { App } from '../../platform/types';

// Lesson videos kept in the storage module (key uploads/lessons/<name>.mp4), served with HTTP
// ranges so the player can seek and resume. The demo data uses one short clip made with ffmpeg.

const NAME = /^[a-f0-9]{32}\.mp4$/;
const keyOf = (name: string) => checkKey(`uploads/lessons/${name}`);

export async function lessonVideoRoutes(app: App) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/lessons/:name',
    schema: {
      operationId: 'courses.lessonVideo',
      tags: ['college'],
      summary: 'A lesson video (MP4), with Range requests for seeking',
      params: z.object({ name: z.string().max(64) }),
      response: errorResponses(404),
    },
    handler: async (req, reply) => {
      const { name } = req.params as { name: string };
      if (!NAME.test(name)) throw notFound();
      const sent = await sendStored(reply, app.storage, keyOf(name), {
        rangeHeader: req.headers.range,
        fileName: name,
        contentType: 'video/mp4',
        head: req.method === 'HEAD',
      });
      if (!sent) throw notFound();
      return reply;
    },
  });
}

/** The seeded lessons that are videos: course slug → positions (default the first lesson). */
function videoLessons(): [string, number[]][] {
  return [...seedCourses, seedQuizCourse, ...moreCourses].map((c) => [c.slug, c.videos ?? [1]]);
}

/**
 * Demo data: the video lessons of the seeded courses (`videos` in the seed data; the first lesson
 * of a course that does not say) get the demo clip, once (when no lesson has a video yet), if
 * ffmpeg is installed. Returns how many lessons got it.
 */
export async function seedLessonVideos(db: Db, storage: Storage): Promise<number> {
  const [any] = await db
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(isNotNull(courseLessons.videoUrl))
    .limit(1);
  if (any) return 0;
  const clip = await makeDemoClip();
  if (!clip) return 0;
  const name = `${crypto.randomBytes(16).toString('hex')}.mp4`;
  await storage.put(keyOf(name), clip, 'video/mp4');
  let made = 0;
  for (const [slug, positions] of videoLessons()) {
    if (!positions.length) continue;
    const rows = await db
      .update(courseLessons)
      .set({ videoUrl: `/uploads/lessons/${name}` })
      .where(
        and(
          inArray(courseLessons.position, positions),
          isNull(courseLessons.videoUrl),
          isNull(courseLessons.documentId),
          inArray(
            courseLessons.courseId,
            db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)),
          ),
        ),
      )
      .returning({ id: courseLessons.id });
    made += rows.length;
  }
  return made;
}
