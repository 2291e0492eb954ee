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
