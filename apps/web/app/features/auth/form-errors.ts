import { contentLocale, isMessageKey, translate, type MessageKey } from '@occ/shared';
import { serverFieldErrors } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';

/**
 * A failed submit: 422 field errors go onto their fields (the typed values stay); anything else
 * is returned as a message for the page to show. `rename` maps server field names to form names
 * (captchaId/captchaCode live in one "captcha" control).
 */
/** What a failed submit needs of a form (antd's FormInstance or a light form). */
export interface ErrorForm {
  /** takes `{ name, errors }[]` (typed loosely: antd's field names are typed per form) */
  setFields: (fields: never) => void;
}

export function applyRequestError(
  form: ErrorForm,
  err: unknown,
  locale: string,
  rename: Record<string, string> = {},
  /** spec §8's words for this form's failure when no business answer came (network, 5xx): `{reason}` */
  failed?: MessageKey,
): string | null {
  if (!(err instanceof RequestError)) return err instanceof Error ? err.message : String(err);
  const fields = serverFieldErrors(err.envelope?.result);
  if (fields.length) {
    // a field error may arrive as a bare message key: show its words, not the key
    const words = (m: string) => (isMessageKey(m) ? translate(m, contentLocale(locale)) : m);
    form.setFields(
      fields.map((f) => ({ name: rename[f.name] ?? f.name, errors: f.errors.map(words) })) as never,
    );
    return null;
  }
  if (failed && err.kind !== 'business')
    return translate(failed, contentLocale(locale), { reason: err.message });
  return err.message;
}
