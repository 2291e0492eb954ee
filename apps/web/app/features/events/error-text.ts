/**
 * The words of a failed call (the server's message, in the reader's language): lib/form-errors'
 * errorText without its form helpers, which load the shared message catalogue (issue 14).
 */
export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
