import type { applyRequestError } from './form-errors';

/** The server's names of the graphic code's parts, held by one "captcha" control in the forms. */
export const CAPTCHA_FIELDS = { captchaId: 'captcha', captchaCode: 'captcha' };

/**
 * A failed submit's errors put on the form (form-errors.ts, with the server's message table),
 * loaded with the first failure: a form's first render does not carry it (issue 14).
 */
export async function showRequestError(
  ...args: Parameters<typeof applyRequestError>
): Promise<string | null> {
  const { applyRequestError: apply } = await import('./form-errors');
  return apply(...args);
}
