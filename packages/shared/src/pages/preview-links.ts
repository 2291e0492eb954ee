import { z } from 'zod';

// Signed, expiring preview links of a page's working copy (issue 15): staff create one valid for
// some hours and share it; whoever holds it sees the draft until it expires (then 410).

export const PREVIEW_LINK_HOURS_MAX = 168;

export const previewLinkBody = z.object({
  /** how long the link works, in whole hours (1 hour to 7 days) */
  hours: z.coerce.number().int().min(1).max(PREVIEW_LINK_HOURS_MAX),
});
export type PreviewLinkBody = z.infer<typeof previewLinkBody>;

export const previewLink = z.object({
  token: z.string(),
  /** the page's address with the token (`/service/<slug>?preview_token=…`), relative to the site */
  url: z.string(),
  expiresAt: z.string(),
});
export type PreviewLink = z.infer<typeof previewLink>;

export const previewTokenQuery = z.object({ token: z.string().min(1).max(1000) });

/** The query parameter of a page address that carries a preview link's token. */
export const PREVIEW_TOKEN_PARAM = 'preview_token';
