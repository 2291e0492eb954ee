// Blog posts: the spec's limits, kinds and addresses apart from the zod schemas of posts.ts, so
// that a page needing one of them (a post card's cover, a post's address) does not load zod and
// every post schema with it (rollup keeps a module's exports in one chunk).
import { COMMUNITY_IMAGE_URL } from '../community/limits';

/** spec §9 gives no blog title limit: chosen here, shown by the editor */
export const POST_TITLE_MAX = 100;
/** "length limit with current and maximum shown" (spec §5) */
export const POST_CONTENT_MAX = 20_000;
export const POST_SUMMARY_MAX = 200;
/** an empty summary shows the first 100 characters of the text (spec §9) */
export const POST_SUMMARY_DEFAULT_LENGTH = 100;
export const POST_TAGS_MIN = 1;
export const POST_TAGS_MAX = 3;
export const POST_SOURCE_URL_MAX = 500;
/** best cover size (spec §9), cropped by the editor's crop modal */
export const POST_COVER_WIDTH = 195;
export const POST_COVER_HEIGHT = 146;
/** the three default covers; the web maps each token to its image */
export const POST_DEFAULT_COVERS = ['default:1', 'default:2', 'default:3'] as const;
export type PostDefaultCover = (typeof POST_DEFAULT_COVERS)[number];
export const POST_PROPERTIES = ['original', 'reprint'] as const;
export type PostProperty = (typeof POST_PROPERTIES)[number];
/** private: only visible to the author (never in lists, feeds, search or the sitemap) */
export const POST_PERMISSIONS = ['public', 'private'] as const;
export type PostPermission = (typeof POST_PERMISSIONS)[number];
export const POST_SORTS = ['latest', 'hottest'] as const;
export type PostSort = (typeof POST_SORTS)[number];
export const POST_RELATED_MAX = 5;
/** spec §6 badges, from the author's roles ('official', 'expert') */
export const AUTHOR_BADGES = ['official', 'expert'] as const;
export type AuthorBadge = (typeof AUTHOR_BADGES)[number];

/** The page of a post. */
export const postLink = (id: string) => `/community/post/detail?id=${id}`;

/** An http(s) address (a reprint's source). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Empty (first body image, else a default), an image uploaded here, or a default cover token. */
export const isPostCover = (value: string): boolean =>
  value === '' ||
  COMMUNITY_IMAGE_URL.test(value) ||
  (POST_DEFAULT_COVERS as readonly string[]).includes(value);
