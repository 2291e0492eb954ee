export interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  cause?: unknown;
}

/** The PostgreSQL error under `e` (node-postgres / PGlite put it on the error; drizzle wraps it in `cause`). */
export function pgError(e: unknown): PgError | null {
  for (let err = e as PgError | undefined; err && typeof err === 'object'; err = err.cause as PgError) {
    if (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)) return err;
  }
  return null;
}
