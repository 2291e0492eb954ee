import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../platform/session';

/** One browser for inject-driven tests: its cookies (with the XSRF pair) across requests. */
export class CookieBrowser {
  cookies = new Map<string, string>([['XSRF-TOKEN', 'xsrf-browser']]);
  constructor(
    private readonly app: FastifyInstance,
    sessionToken?: string,
  ) {
    if (sessionToken) this.cookies.set(SESSION_COOKIE, sessionToken);
  }
  headers(extra: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { cookie, 'x-xsrf-token': 'xsrf-browser', ...extra };
  }
  keep(res: LightMyRequestResponse) {
    for (const c of res.cookies) {
      if (c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0)) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  async get(url: string, extra?: Record<string, string>) {
    return this.keep(await this.app.inject({ method: 'GET', url, headers: this.headers(extra) }));
  }
  async post(url: string, payload: object, extra?: Record<string, string>) {
    return this.keep(await this.app.inject({ method: 'POST', url, payload, headers: this.headers(extra) }));
  }
}
