import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { contentLocale, fieldLabel, isMessageKey, translate } from '@occ/shared';

/**
 * An antd Form rule that runs a shared zod schema (packages/shared) on the field, so the form and
 * the server refuse the same input with the same words.
 */
export function zodRule(schema: z.ZodType, field: string, locale: string): Rule {
  const loc = contentLocale(locale);
  return {
    validator: async (_rule, value: unknown) => {
      const parsed = schema.safeParse(value ?? '');
      if (parsed.success) return;
      const issue = parsed.error.issues[0];
      const raw = issue?.message ?? 'fieldInvalid';
      const key = isMessageKey(raw) ? raw : 'fieldInvalid';
      // "at most {max}" / "at least {min}" messages take the limit from the issue
      const limits: Record<string, number> = {};
      if (issue?.code === 'too_big') limits.max = Number(issue.maximum);
      if (issue?.code === 'too_small') limits.min = Number(issue.minimum);
      throw new Error(translate(key, loc, { field: fieldLabel(field, loc), ...limits }));
    },
  };
}

/** Server field errors (422 result.fields) → antd's setFields shape, keeping the typed values. */
export function serverFieldErrors(result: unknown): { name: string; errors: string[] }[] {
  const fields = (result as { fields?: { field: string; message: string }[] } | null)?.fields ?? [];
  return fields.map((f) => ({ name: f.field, errors: [f.message] }));
}
