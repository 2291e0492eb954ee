import { eq, sql } from 'drizzle-orm';
import { videos } from '../../../db/schema';
import { videoLink } from '../../videos/targets';
import { defineSearchKind } from '../registry';

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
  url: (row) => videoLink(row.id),
});
