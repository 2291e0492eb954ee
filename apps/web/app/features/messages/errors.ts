import { RequestError } from '~/lib/request';

/** The words to show for a failed call: the server's message (already in the user's language). */
export function errorText(e: unknown): string {
  return e instanceof RequestError || e instanceof Error ? e.message : String(e);
}
