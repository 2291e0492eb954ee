import { z } from 'zod';

/**
 * A required, trimmed string whose "missing" and "empty" answers carry message key `key`.
 * The key is given only to the type issue (not as the schema-wide error), so later checks such
 * as .max() keep their own "at most N characters" message.
 */
export const requiredString = (key = 'fieldRequired') =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? key : undefined) })
    .trim()
    .min(1, key);

/** The one address-name rule (a course, an activity, a page): `app2025`, `risc-v-basics`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugString = (max: number, min = 1) =>
  z.string().trim().toLowerCase().min(min).max(max).regex(SLUG_PATTERN, 'slugFormat');
