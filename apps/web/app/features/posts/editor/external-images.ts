import { COMMUNITY_IMAGE_URL } from '@occ/shared';

// Spec §5: "external image addresses trigger a confirmation". Images uploaded through the editor
// live at /uploads/community/<name>.webp on this portal; any other image address is external
// (it may disappear, track readers, or be replaced by its owner).

/** Fenced and indented code, and inline code spans, hold no images. */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?(^\1[^\n]*$|$(?![\s\S]))/gm, '')
    .replace(/(`+)[\s\S]*?\1/g, '');
}

/** Every image address in the markdown: inline `![alt](url "title")` and reference images. */
export function imageUrls(markdown: string): string[] {
  const text = withoutCode(markdown);
  const urls: string[] = [];
  for (const m of text.matchAll(/!\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]+)/g))
    urls.push(m[1]!.replace(/^<|>$/g, ''));
  const definitions = new Map<string, string>();
  for (const m of text.matchAll(/^ {0,3}\[([^\]]+)\]:\s*(<[^>]*>|\S+)/gm))
    definitions.set(m[1]!.trim().toLowerCase(), m[2]!.replace(/^<|>$/g, ''));
  for (const m of text.matchAll(/!\[((?:[^\]\\]|\\.)*)\](?:\[([^\]]*)\])?(?!\()/g)) {
    const ref = (m[2] || m[1] || '').trim().toLowerCase();
    const url = definitions.get(ref);
    if (url) urls.push(url);
  }
  return urls;
}

/** Is `url` an image uploaded to this portal (relative, or absolute on `origin`)? */
export function isOwnImage(url: string, origin: string): boolean {
  if (COMMUNITY_IMAGE_URL.test(url)) return true;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && COMMUNITY_IMAGE_URL.test(parsed.pathname) && !parsed.search;
  } catch {
    return false;
  }
}

/** The distinct external image addresses of the markdown, in order of appearance. */
export function externalImages(markdown: string, origin: string): string[] {
  return [...new Set(imageUrls(markdown).filter((u) => !isOwnImage(u, origin)))];
}
