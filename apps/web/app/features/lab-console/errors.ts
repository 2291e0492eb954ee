import { translate, type CompleteLocale } from '@occ/shared';
import { serverFieldErrors } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';

/** The words to show for a failed call: the server's message (already in the user's language). */
export function errorText(e: unknown): string {
  if (e instanceof RequestError) {
    // a 422 names the failing field (the upload's `file`): its message is the useful part
    const field = serverFieldErrors(e.envelope?.result)[0]?.errors[0];
    return field ?? e.message;
  }
  return e instanceof Error ? e.message : String(e);
}

/**
 * "Reset failed: {reason}" and the like (spec §8). The portal already words an agent's refusal
 * that way; its other refusals (board offline, busy, timeout) get the prefix here.
 */
export function failedText(
  e: unknown,
  key: 'labResetFailed' | 'labUploadFailed' | 'labLoadFailed',
  locale: CompleteLocale,
): string {
  const reason = errorText(e);
  const prefix = translate(key, locale, { reason: '' });
  return reason.startsWith(prefix) ? reason : translate(key, locale, { reason });
}
