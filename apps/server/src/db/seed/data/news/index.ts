import type { SeedNews } from '../../types';
import { announcements } from './announcements';
import { communityNews } from './community';
import { courseNews } from './courses';
import { eventNews } from './events';
import { technicalNews } from './technical';

// Demo news for the portal, one file a subject. Items are community/portal news; events and
// numbers that concern the OCC portal itself are illustrative demo content. Seeded oldest
// first, as the dates order them.
export const news: SeedNews[] = [
  ...announcements,
  ...communityNews,
  ...eventNews,
  ...courseNews,
  ...technicalNews,
].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
