// spec §7: allowed user file links come from two storage bucket base addresses (dev and prod).
// The bases are configuration on the server (FILE_LINK_BASE_DEV, FILE_LINK_BASE_PROD); this is
// the one rule that decides whether a link a user supplies lies under one of them.

export const FILE_LINK_MAX = 500;

/** A base as compared: an http(s) address without query or fragment, its path ending in `/`. */
export function normaliseFileLinkBase(base: string): string | null {
  let u: URL;
  try {
    u = new URL(base.trim());
  } catch {
    return null;
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password) return null;
  const pathname = u.pathname.endsWith('/') ? u.pathname : `${u.pathname}/`;
  return `${u.origin}${pathname}`;
}

/**
 * Whether `link` is an http(s) address under one of `bases` (same origin, path inside the base's
 * path after normalisation, so `..` cannot climb out), with no credentials and naming a file.
 */
export function fileLinkAllowed(link: string, bases: readonly string[]): boolean {
  if (!link || link.length > FILE_LINK_MAX) return false;
  let u: URL;
  try {
    u = new URL(link);
  } catch {
    return false;
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password) return false;
  // an encoded separator could hide a climb out of the base in the bucket's own decoding
  if (/%2f|%5c|%2e%2e/i.test(u.pathname) || u.pathname.endsWith('/')) return false;
  const href = `${u.origin}${u.pathname}`;
  return bases.some((b) => {
    const base = normaliseFileLinkBase(b);
    return base !== null && href.startsWith(base) && href.length > base.length;
  });
}

/** A link that is either a path on this portal (`/uploads/...`) or a file link under the bases. */
export function siteOrFileLinkAllowed(link: string, bases: readonly string[]): boolean {
  return /^\/(?!\/)/.test(link) || fileLinkAllowed(link, bases);
}
