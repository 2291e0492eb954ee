import {
  COMMUNITY_IMAGE_URL,
  isHttpUrl,
  POST_DEFAULT_COVERS,
  POST_SUMMARY_DEFAULT_LENGTH,
  shortenText,
  type PostDefaultCover,
} from '@occ/shared';

// Spec §5/§9 defaults: a post without a cover shows the first image of its body, else one of the
// three default covers; an empty summary shows the first 100 characters of the text.

const IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)/g;

/** The first image of the markdown that is ours or an http(s) address, else null. */
export function firstImageOf(markdown: string): string | null {
  for (const m of markdown.matchAll(IMAGE)) {
    const url = m[1]!;
    if (COMMUNITY_IMAGE_URL.test(url) || isHttpUrl(url)) return url;
  }
  return null;
}

/** One of the default covers, the same for a post every time (from its id). */
export function defaultCoverFor(id: string): PostDefaultCover {
  let sum = 0;
  for (const c of id) sum = (sum + c.charCodeAt(0)) % 9973;
  return POST_DEFAULT_COVERS[sum % POST_DEFAULT_COVERS.length]!;
}

/** The cover readers see: the author's choice, else the first body image, else a default. */
export const resolveCover = (chosen: string | null | undefined, markdown: string, id: string): string =>
  chosen || firstImageOf(markdown) || defaultCoverFor(id);

/** The summary readers see: the author's, else the first 100 characters of the plain text. */
export function summaryOf(summary: string | null | undefined, plainText: string): string {
  if (summary) return summary;
  return shortenText(plainText, POST_SUMMARY_DEFAULT_LENGTH);
}
