// Where the browser may be sent back after signing in: only pages of this site (no open redirect).
import type { FastifyRequest } from 'fastify';

const PROBE_ORIGIN = 'http://return-to.invalid';

/** A same-site relative path such as /community/qa?page=2; never //host, /\host, or a scheme. */
export function isSafeReturnTo(path: string): boolean {
  if (path.length > 512 || !path.startsWith('/')) return false;
  // browsers read a backslash as a slash, so "/\evil.example" is a protocol-relative URL
  if (path.startsWith('//') || path.includes('\\')) return false;
  // control characters (tab, newline) are dropped by URL parsers and can hide a second slash
  if ([...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** The page origin the browser used; the provider sends it back to the same host. */
export const originOf = (req: FastifyRequest) => new URL(`${req.protocol}://${req.host}`).origin;
