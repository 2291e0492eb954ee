/**
 * The words to show for a failed call: the server's message (already in the user's language).
 * Apart from lib/form-errors, whose form helpers load the shared message catalogue (issue 14).
 */
export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
