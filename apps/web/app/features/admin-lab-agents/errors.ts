import type { FormInstance } from 'antd';
import { serverFieldErrors } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';

/** The words to show for a failed call: the server's message (already in the user's language). */
export function errorText(e: unknown): string {
  return e instanceof RequestError || e instanceof Error ? e.message : String(e);
}

/** Puts a failed save's field errors (422 result.fields) on the form; false when none is named. */
export function showOnFields(form: FormInstance, e: unknown): boolean {
  if (!(e instanceof RequestError)) return false;
  const fields = serverFieldErrors(e.envelope?.result);
  if (!fields.length) return false;
  form.setFields(fields as never);
  return true;
}
