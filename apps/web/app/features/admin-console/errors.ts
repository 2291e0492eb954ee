import type { FormInstance } from 'antd';
import { serverFieldErrors } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';

/** The words to show for a failed call: the server's message (already in the user's language). */
export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * Puts a refused save's field errors (422 result.fields) on the form, keeping what was typed.
 * False when the error names no field (a 409, a network failure): the caller shows a message.
 */
export function showOnFields(form: FormInstance, e: unknown): boolean {
  if (!(e instanceof RequestError)) return false;
  const fields = serverFieldErrors(e.envelope?.result);
  if (!fields.length) return false;
  // a nested field (`blocksZh.1.props.title`) is a path of the form's lists
  form.setFields(
    fields.map((f) => ({
      ...f,
      name: f.name.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
    })) as never,
  );
  return true;
}
