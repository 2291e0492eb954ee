import { eq, inArray, sql } from 'drizzle-orm';
import { videos } from '../../../db/schema';
import { videoLink } from '../../videos/targets';
import { defineSearchKind, uuidIds } from '../registry';

/** Published videos (review passed; drafts, failed and removed ones never). */
export const videoSearch = defineSearchKind({
  key: 'videos',
  table: videos,
  id: videos.id,
  updatedAt: videos.updatedAt,
  visible: eq(videos.state, 'published'),
  title: videos.name,
  body: sql`${videos.introduction} || ' ' || array_to_string(${videos.tags}, ' ')`,
  publishedAt: videos.releasedAt,
  cards: async (db, ids) => {
    const rows = await db
      .select({ id: videos.id, durationMs: videos.durationMs })
      .from(videos)
      .where(inArray(videos.id, uuidIds(ids)));
    return new Map(rows.map((r) => [r.id, { kind: 'videos', durationMs: r.durationMs }]));
  },
  url: (row) => videoLink(row.id),
});
