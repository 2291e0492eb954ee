// Signed-in load as a browser sends it: each request carries one pool user's session cookie
// (occ_sid) and that browser's anti-forgery pair (the XSRF-TOKEN cookie the portal issued, echoed
// in X-XSRF-TOKEN, as the web app's fetch wrapper does). Requests rotate through the sessions, so
// 50 users read and write at once rather than one user 50 times.
import type { Options } from 'autocannon';

export interface Session {
  /** the session token (cookie occ_sid) */
  token: string;
  /** the XSRF-TOKEN cookie the portal set for this browser */
  xsrf: string;
}

/** A write run: method, and the path and JSON body of the i-th request. */
export interface WriteSpec {
  method: 'POST' | 'PUT' | 'DELETE';
  path?: (i: number) => string;
  body: (i: number) => unknown;
}

export const cookieOf = (s: Session) => `occ_sid=${s.token}; XSRF-TOKEN=${s.xsrf}`;

/** The headers of a signed-in browser request (the XSRF header only on writes, like the web app). */
export function sessionHeaders(s: Session, write: boolean): Record<string, string> {
  return write
    ? { cookie: cookieOf(s), 'x-xsrf-token': s.xsrf, 'content-type': 'application/json' }
    : { cookie: cookieOf(s) };
}

/**
 * autocannon `requests` that rotate through `sessions` (request i: session i mod n) and, for a
 * write, take the i-th path and body. One counter for the whole run, shared by its connections.
 */
export function rotatingRequests(sessions: Session[], write?: WriteSpec): NonNullable<Options['requests']> {
  let n = 0;
  return [
    {
      method: write?.method ?? 'GET',
      setupRequest: (req) => {
        const i = n++;
        const s = sessions[i % sessions.length]!;
        req.headers = { ...req.headers, ...sessionHeaders(s, Boolean(write)) };
        if (write) {
          if (write.path) req.path = write.path(i);
          req.body = JSON.stringify(write.body(i));
        }
        return req;
      },
    },
  ];
}

/** The XSRF-TOKEN a Set-Cookie list carries, if any. */
export function xsrfOf(setCookies: string[]): string | undefined {
  for (const c of setCookies) {
    const m = /^XSRF-TOKEN=([^;]+)/.exec(c);
    if (m) return m[1];
  }
  return undefined;
}
