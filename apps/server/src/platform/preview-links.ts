import { Code } from '@occ/shared';
import { PREVIEW_TOKEN_PARAM } from '@occ/shared/pages/preview-links';
import { AppError } from './errors';
import type { LinkSigner } from './storage/signing';

// Signed, expiring preview links of any working copy (pages since issue 15, vendor products since
// issue 16): the token is stateless (HMAC, platform/storage/signing.ts) and names the kind of item
// and its key, so no other signed link (downloads, stored files, another item) opens it.

const expired = () => new AppError(410, Code.NOT_FOUND, 'previewLinkExpired');
const invalid = () => new AppError(403, Code.FORBIDDEN, 'previewLinkInvalid');

/** A link to `path` carrying a token for item `key` of `kind`, valid for `hours`. */
export function signPreviewLink(signer: LinkSigner, kind: string, key: string, path: string, hours: number) {
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  const token = signer.sign(JSON.stringify({ k: kind, slug: key }), expiresAt);
  const sep = path.includes('?') ? '&' : '?';
  return {
    token,
    url: `${path}${sep}${PREVIEW_TOKEN_PARAM}=${encodeURIComponent(token)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** Throws 410 for an expired token, 403 for a forged one or one of another item. */
export function verifyPreviewLink(signer: LinkSigner, kind: string, key: string, token: string): void {
  const v = signer.verify(token);
  if ('error' in v) throw v.error === 'expired' ? expired() : invalid();
  let payload: { k?: unknown; slug?: unknown };
  try {
    payload = JSON.parse(v.payload) as typeof payload;
  } catch {
    throw invalid();
  }
  if (payload.k !== kind || payload.slug !== key) throw invalid();
}
