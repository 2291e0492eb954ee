import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { PREVIEW_PER_MINUTE } from './routes';

let ctx: TestContext;
type Who = Awaited<ReturnType<typeof signIn>>;
let user: Who;

beforeAll(async () => {
  ctx = await createTestApp();
  user = await signIn(ctx);
});
afterAll(() => ctx.close());

const preview = (headers: Record<string, string>, markdown: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/community/preview', headers, payload: { markdown } });

describe('markdown.preview', () => {
  it('renders bold, code and math with the publishing pipeline', async () => {
    const res = await preview(user.headers, '**bold** and `x = 1`\n\n```js\nconst a = 1;\n```\n\n$a^2$');
    expect(res.statusCode, res.body).toBe(200);
    const { html } = res.json().result as { html: string };
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<code>x = 1</code>');
    expect(html).toMatch(/<code class="[^"]*language-js/);
    expect(html).toContain('class="katex');
  });

  it('strips raw HTML: no <script>, no event handlers', async () => {
    const res = await preview(user.headers, 'hi <script>alert(1)</script><img src=x onerror="alert(2)">');
    expect(res.statusCode).toBe(200);
    const { html } = res.json().result as { html: string };
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).toContain('hi');
  });

  it('visitor 401, no XSRF header 403', async () => {
    expect((await preview(visitorHeaders(), 'x')).statusCode).toBe(401);
    expect((await preview({ cookie: user.headers.cookie }, 'x')).statusCode).toBe(403);
  });

  it('over 10 000 characters → 422 naming the field; a missing field → 422', async () => {
    const long = await preview(
      { ...user.headers, cookie: `${user.headers.cookie}; locale=en-US` },
      'x'.repeat(10_001),
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().result.fields[0].field).toBe('markdown');
    expect((await preview(user.headers, undefined)).statusCode).toBe(422);
    expect((await preview(user.headers, 'x'.repeat(10_000))).statusCode).toBe(200);
  });

  it(`is rate-limited per user (${PREVIEW_PER_MINUTE}/min): the next one answers 429, others unaffected`, async () => {
    const busy = await signIn(ctx);
    for (let i = 0; i < PREVIEW_PER_MINUTE; i++)
      expect((await preview(busy.headers, 'x')).statusCode).toBe(200);
    expect((await preview(busy.headers, 'x')).statusCode).toBe(429);
    const other = await signIn(ctx);
    expect((await preview(other.headers, 'x')).statusCode).toBe(200);
  });
});
