import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oauthApps } from '../../db/schema';
import { CookieBrowser } from '../../test/cookie-browser';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider';

// `app`: a third-party login provider added in the console works at once for login, its secret
// is write-only (never answered, never audited), and only holders of apps.* manage it.

const PORTAL = 'http://localhost';
const CLIENT = { client_id: 'occ-portal', client_secret: 'portal-secret' };

let ctx: TestContext;
let idp: TestOidcProvider;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  idp = await startOidcProvider({ clients: [{ ...CLIENT, redirect_uris: [`${PORTAL}/callback`] }] });
  ctx = await createTestApp();
  admin = await signIn(ctx, { roles: ['admin'] });
});
afterAll(async () => {
  await ctx?.close();
  await idp?.close();
});

const send = (
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const providers = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/sso/providers' })).json().result as { key: string }[];

const app = () => ({
  key: 'gitcode',
  label: 'GitCode',
  issuer: idp.issuer,
  clientId: CLIENT.client_id,
  clientSecret: CLIENT.client_secret,
  enabled: true,
});

describe('console area: third-party apps (apps.*)', () => {
  let id: number;

  it('refuses a secret-less app and the reserved key by field, then creates one that logs in', async () => {
    const { clientSecret: _none, ...noSecret } = app();
    const missing = await send('POST', '/api/admin/apps', admin.headers, noSecret);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().result.fields).toEqual([expect.objectContaining({ field: 'clientSecret' })]);
    const reserved = await send('POST', '/api/admin/apps', admin.headers, { ...app(), key: 'sso' });
    expect(reserved.statusCode).toBe(422);
    expect(reserved.json().result.fields[0].field).toBe('key');

    const created = await send('POST', '/api/admin/apps', admin.headers, app());
    expect(created.statusCode, created.body).toBe(200);
    id = created.json().result.id;
    expect(created.body).not.toContain(CLIENT.client_secret);
    expect(await providers()).toContainEqual({ key: 'gitcode', label: 'GitCode' });

    // a real round at the provider the console added
    const browser = new CookieBrowser(ctx.app);
    const started = await browser.get('/api/redirect-url?provider=gitcode&intent=login');
    expect(started.statusCode, started.body).toBe(200);
    const url = started.json().result.url as string;
    expect(url.startsWith(idp.issuer)).toBe(true);
    const back = new URL(await signInAtProvider(url, 'newcomer', `${PORTAL}/callback`));
    const res = await browser.get(back.pathname + back.search);
    expect(res.statusCode).toBe(302);
    // a new identity goes on to registration, not back to a failed login
    expect(res.headers.location).not.toContain('error=sso');
  });

  it('never answers or audits the secret, and keeps it when a save leaves it empty', async () => {
    const item = await send('GET', `/api/admin/apps/${id}`, admin.headers);
    expect(item.statusCode).toBe(200);
    expect(item.body).not.toContain(CLIENT.client_secret);
    expect(item.json().result.body.clientSecret).toBeUndefined();
    const list = await send('GET', '/api/admin/apps', admin.headers);
    expect(list.body).not.toContain(CLIENT.client_secret);

    const saved = await send('PUT', `/api/admin/apps/${id}`, admin.headers, {
      ...app(),
      label: 'GitCode 登录',
      clientSecret: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await ctx.database.db.select().from(oauthApps).where(eq(oauthApps.id, id));
    expect(row).toMatchObject({ label: 'GitCode 登录', clientSecret: CLIENT.client_secret });
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.resource, 'apps'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audits)).not.toContain(CLIENT.client_secret);
  });

  it('takes a disabled app off the login page at once', async () => {
    const off = await send('PUT', `/api/admin/apps/${id}`, admin.headers, { ...app(), enabled: false });
    expect(off.statusCode).toBe(200);
    expect((await providers()).map((p) => p.key)).not.toContain('gitcode');
    const started = await ctx.app.inject({ method: 'GET', url: '/api/redirect-url?provider=gitcode' });
    expect(started.statusCode).toBe(404);
  });

  it('refuses visitors, plain users and other console roles', async () => {
    const user = await signIn(ctx);
    const moderator = await signIn(ctx, { roles: ['moderator'] });
    for (const who of [user.headers, moderator.headers]) {
      expect((await send('GET', '/api/admin/apps', who)).statusCode).toBe(403);
      expect((await send('POST', '/api/admin/apps', who, { ...app(), key: 'x1' })).statusCode).toBe(403);
    }
    expect((await send('GET', '/api/admin/apps', visitorHeaders())).statusCode).toBe(401);
    expect((await send('PUT', `/api/admin/apps/${id}`, visitorHeaders(), app())).statusCode).toBe(401);
  });
});
