import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Jar, register } from './api';

// Spec §7's page-data loader, against the real portal (it needs the web build): any page's
// loader data by route id, with the reader's cookies, refusing what the page would refuse.

const loaderPath = (route: string, url: string) =>
  `/__serverLoader?route=${encodeURIComponent(route)}&url=${encodeURIComponent(url)}`;

describe('GET /__serverLoader', () => {
  const visitor = new Jar();
  let member: Jar;
  beforeAll(async () => {
    member = (await register({ prefix: 'sl' })).jar;
  });

  it("answers a public page's data as its loader gives it to the renderer", async () => {
    const { status, env } = await visitor.call<{ news: { items: unknown[]; total: number } }>(
      'GET',
      loaderPath('routes/news/list', '/news?page=1'),
    );
    expect(status).toBe(200);
    expect(env.success).toBe(true);
    expect(env.result.news.items.length).toBeGreaterThan(0);
    expect(env.result.news.total).toBeGreaterThan(0);
  });

  it('refuses a login-guarded page to a visitor (401) and answers it to a member', async () => {
    const path = loaderPath('routes/people/basic', '/people/my/basic');
    const refused = await visitor.call('GET', path);
    expect(refused.status).toBe(401);
    expect(refused.env.success).toBe(false);
    expect(refused.env.message).toBe('Please log in first');
    const { status, env } = await member.call('GET', path);
    expect(status).toBe(200);
    expect(env.success).toBe(true);
  });

  it('answers 404 with a clear message for a route id that is not one, or that does not serve the address', async () => {
    const unknown = await visitor.call('GET', loaderPath('routes/nothing/here', '/news'));
    expect(unknown.status).toBe(404);
    expect(unknown.env.message).toBe('There is no page with the route id routes/nothing/here');
    const mismatch = await visitor.call('GET', loaderPath('routes/news/list', '/people/my/basic'));
    expect(mismatch.status).toBe(404);
    expect(mismatch.env.message).toBe(
      'The route routes/news/list does not serve the address /people/my/basic',
    );
    // a member's data is never reached through another route's address
    const guarded = await visitor.call('GET', loaderPath('routes/people/basic', '/news'));
    expect(guarded.status).toBe(404);
  });

  it('refuses other origins, other schemes, missing and huge parameters with 400, never a 500', async () => {
    for (const [route, url, field] of [
      ['routes/news/list', 'http://evil.example/news', 'url'],
      ['routes/news/list', 'javascript:alert(1)', 'url'],
      ['routes/news/list', 'ftp://127.0.0.1/news', 'url'],
      ['routes/news/list', `/news?q=${'x'.repeat(5000)}`, 'url'],
      ['routes/news/list', '', 'url'],
      ['', '/news', 'route'],
      ['r'.repeat(300), '/news', 'route'],
    ] as const) {
      const { status, env } = await visitor.call('GET', loaderPath(route, url));
      expect(status, `${route.slice(0, 20)} ${url.slice(0, 30)}`).toBe(400);
      expect(env.message).toContain(field);
    }
    const control = await visitor.call('GET', loaderPath('routes/news/list\u0000\u0007', '/news'));
    // control characters are refused before any route runs (422 naming the field)
    expect(control.status).toBe(422);
    expect(control.env.message).toMatch(/route/i);
  });

  it('lists the route ids in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${inject('baseUrl')}/api/docs/json`)).json()) as {
      paths: Record<string, { get?: { description?: string } }>;
    };
    expect(doc.paths['/__serverLoader']?.get?.description).toContain('routes/news/list');
  });
});
