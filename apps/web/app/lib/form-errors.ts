import type { FormInstance } from 'antd';
import { contentLocale, isMessageKey, translate } from '@occ/shared';
import { serverFieldErrors } from './form-rules';
import { RequestError } from './request';

export { errorText } from './error-text';

/**
 * 422 `result.fields` of a failed call (empty for any other failure). With a locale, a field error
 * that arrives as a bare message key shows its words, not the key.
 */
export function fieldErrorsOf(e: unknown, locale?: string): { name: string; errors: string[] }[] {
  if (!(e instanceof RequestError)) return [];
  const words = (m: string) =>
    locale !== undefined && isMessageKey(m) ? translate(m, contentLocale(locale)) : m;
  return serverFieldErrors(e.envelope?.result).map((f) => ({ name: f.name, errors: f.errors.map(words) }));
}

/**
 * Puts a refused save's field errors (422 result.fields) on the form, keeping what was typed; a
 * dotted path (`items.3.route`) becomes antd's name path. `rename` maps server names to form
 * names. False when the error names no field (a 409, a network failure): the caller shows a message.
 */
export function showOnFields(
  form: FormInstance,
  e: unknown,
  locale?: string,
  rename: Record<string, string> = {},
): boolean {
  const fields = fieldErrorsOf(e, locale);
  if (!fields.length) return false;
  form.setFields(
    fields.map((f) => {
      const name = rename[f.name] ?? f.name;
      return {
        name: name.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        errors: f.errors,
      };
    }) as never,
  );
  return true;
}
