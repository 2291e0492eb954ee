import { POST_DEFAULT_COVERS, type PostDefaultCover } from '@occ/shared';

// The three default covers of spec §3 are static files (apps/web/public/covers/N.svg); the server
// stores and sends their tokens (`default:1..3`), the pages map a token to its image.

export const DEFAULT_COVERS = POST_DEFAULT_COVERS;

const isDefault = (cover: string): cover is PostDefaultCover =>
  (POST_DEFAULT_COVERS as readonly string[]).includes(cover);

/** The image address of a cover: a default token's static file, else the uploaded image itself. */
export function coverSrc(cover: string | null | undefined): string {
  if (!cover) return '/covers/1.svg';
  if (isDefault(cover)) return `/covers/${cover.slice('default:'.length)}.svg`;
  return cover;
}
