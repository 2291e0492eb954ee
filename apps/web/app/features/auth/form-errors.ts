import type { FormInstance } from 'antd';
import { contentLocale, isMessageKey, translate } from '@occ/shared';
import { serverFieldErrors } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';

/**
 * A failed submit: 422 field errors go onto their fields (the typed values stay); anything else
 * is returned as a message for the page to show. `rename` maps server field names to form names
 * (captchaId/captchaCode live in one "captcha" control).
 */
export function applyRequestError(
  form: FormInstance,
  err: unknown,
  locale: string,
  rename: Record<string, string> = {},
): string | null {
  if (!(err instanceof RequestError)) return err instanceof Error ? err.message : String(err);
  const fields = serverFieldErrors(err.envelope?.result);
  if (fields.length) {
    // a field error may arrive as a bare message key: show its words, not the key
    const words = (m: string) => (isMessageKey(m) ? translate(m, contentLocale(locale)) : m);
    form.setFields(fields.map((f) => ({ name: rename[f.name] ?? f.name, errors: f.errors.map(words) })));
    return null;
  }
  return err.message;
}

export const CAPTCHA_FIELDS = { captchaId: 'captcha', captchaCode: 'captcha' };
