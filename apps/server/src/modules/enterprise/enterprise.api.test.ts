import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, outboxMessages, users } from '../../db/schema';
import { hashToken } from '../../platform/session';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const application = {
  companyName: '示例科技有限公司',
  creditCode: '91330106MA27XXXX0X'.replace(/X/g, '1'),
  contactName: '王小明',
  contactMobile: '13812345678',
  description: '芯片方案商',
};

async function applicant(contact: { email?: string; mobile?: string } = {}) {
  const who = await signIn(ctx);
  await ctx.database.db
    .update(users)
    .set({ realName: '王小明', unit: '示例科技', position: '工程师', ...contact })
    .where(eq(users.id, who.userId));
  return who;
}

const applyAs = (headers: Headers, body: object = application) =>
  ctx.app.inject({ method: 'POST', url: '/api/base/user/enterprise', headers, payload: body });
const mine = (headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: '/api/base/user/enterprise', headers });
const queue = (headers: Headers, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/enterprise${query}`, headers });
const reviewAs = (headers: Headers, id: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/enterprise/${id}/review`, headers, payload: body });
const outboxTo = (to: string) =>
  ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));

describe('enterprise certification', () => {
  it('refuses an incomplete profile with -112721', async () => {
    const user = await signIn(ctx);
    const res = await applyAs(user.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: -112721, success: false });
    expect((await mine(user.headers)).json().result).toBeNull();
  });

  it('applies once, refuses a second pending application, and the admin approves (userType 1)', async () => {
    const email = `ent${crypto.randomBytes(3).toString('hex')}@example.com`;
    const user = await applicant({ email });
    const admin = await signIn(ctx, { roles: ['admin'] });

    const applied = await applyAs(user.headers);
    expect(applied.statusCode).toBe(200);
    const app = applied.json().result;
    expect(app).toMatchObject({ ...application, state: 'pending', reviewComment: null, reviewedAt: null });
    expect((await mine(user.headers)).json().result.id).toBe(app.id);

    const again = await applyAs(withEn(user.headers));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your application is already under review');

    const list = await queue(admin.headers);
    expect(list.statusCode).toBe(200);
    const item = list.json().result.items.find((i: { id: string }) => i.id === app.id);
    expect(item.applicant).toMatchObject({ id: user.userId, username: user.username });
    expect(list.json().result).toMatchObject({ page: 1, pageSize: 10 });

    const approved = await reviewAs(admin.headers, app.id, { approve: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result.state).toBe('approved');

    const current = await ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/getCurrentUserInfo',
      headers: user.headers,
    });
    expect(current.json().result).toMatchObject({ userType: 1 });
    expect(current.json().result.roles).toContain('enterprise');
    expect(current.json().result.permissions).toContain('enterprise.products');

    const notices = await outboxTo(email);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ channel: 'email' });
    expect(notices[0]!.subject).toContain('企业认证已通过');
    expect(notices[0]!.body).toContain(application.companyName);

    // reviewed once only; an enterprise user cannot apply again
    expect((await reviewAs(admin.headers, app.id, { approve: false, comment: 'x' })).statusCode).toBe(409);
    const enterpriseAgain = await applyAs(withEn(user.headers));
    expect(enterpriseAgain.statusCode).toBe(409);
    expect(enterpriseAgain.json().message).toBe('You are already an enterprise user');
    expect(
      (await queue(admin.headers, '?state=approved')).json().result.items.map((i: { id: string }) => i.id),
    ).toContain(app.id);
  });

  it('rejects only with a comment, which the applicant sees (by SMS when there is no e-mail), and lets them apply again', async () => {
    const mobile = `139${String(crypto.randomInt(1e7, 1e8))}`;
    const user = await applicant({ mobile });
    const admin = await signIn(ctx, { roles: ['admin'] });
    const app = (await applyAs(user.headers)).json().result;

    const noComment = await reviewAs(withEn(admin.headers), app.id, { approve: false });
    expect(noComment.statusCode).toBe(422);
    expect(noComment.json().result.fields).toEqual([
      { field: 'comment', message: 'Please give the reason for the rejection' },
    ]);

    const rejected = await reviewAs(admin.headers, app.id, { approve: false, comment: '营业执照不清晰' });
    expect(rejected.statusCode).toBe(200);
    const seen = (await mine(user.headers)).json().result;
    expect(seen).toMatchObject({ state: 'rejected', reviewComment: '营业执照不清晰' });
    expect(seen.reviewedAt).not.toBeNull();
    const [sms] = await outboxTo(mobile);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms!.body).toContain('营业执照不清晰');

    const current = await ctx.app.inject({
      method: 'GET',
      url: '/api/base/user/getCurrentUserInfo',
      headers: user.headers,
    });
    expect(current.json().result.userType).toBe(0);
    expect(
      (await queue(admin.headers, '?state=rejected')).json().result.items.map((i: { id: string }) => i.id),
    ).toContain(app.id);
    expect((await applyAs(user.headers)).statusCode).toBe(200);
  });

  it('answers 422 naming the fields in both languages', async () => {
    const user = await applicant();
    const bad = { ...application, creditCode: 'abc', contactMobile: '15412345678', companyName: '' };
    const en = await applyAs(withEn(user.headers), bad);
    expect(en.statusCode).toBe(422);
    expect(en.json().result.fields).toEqual(
      expect.arrayContaining([
        { field: 'creditCode', message: 'Unified social credit code is invalid' },
        { field: 'contactMobile', message: 'Please enter a correct mobile number' },
        { field: 'companyName', message: 'Company name is required' },
      ]),
    );
    const zh = await applyAs(user.headers, bad);
    expect(zh.json().result.fields).toEqual(
      expect.arrayContaining([{ field: 'contactMobile', message: '请输入正确的手机号' }]),
    );
  });

  it('pages the queue and 404s an unknown application', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    for (let i = 0; i < 3; i++) await applyAs((await applicant()).headers);
    const page = (await queue(admin.headers, '?pageSize=2&page=1')).json().result;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const missing = await reviewAs(admin.headers, crypto.randomUUID(), { approve: true });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses visitors, users without the permission, bearer tokens and forged requests on every endpoint', async () => {
    const user = await applicant();
    const stranger = await signIn(ctx);
    const support = await signIn(ctx, { roles: ['support'] });
    const admin = await signIn(ctx, { roles: ['admin'] });
    const app = (await applyAs(user.headers)).json().result;

    expect((await mine({})).statusCode).toBe(401);
    expect((await applyAs(visitorHeaders())).statusCode).toBe(401);
    expect((await queue({})).statusCode).toBe(401);
    expect((await reviewAs(visitorHeaders(), app.id, { approve: true })).statusCode).toBe(401);

    for (const wrong of [user, stranger, support]) {
      expect((await queue(wrong.headers)).statusCode).toBe(403);
      expect((await reviewAs(wrong.headers, app.id, { approve: true })).statusCode).toBe(403);
    }
    // another user does not see my application
    expect((await mine(stranger.headers)).json().result).toBeNull();

    expect((await applyAs({ cookie: stranger.headers.cookie })).statusCode).toBe(403);
    expect((await reviewAs({ cookie: admin.headers.cookie }, app.id, { approve: true })).statusCode).toBe(
      403,
    );

    const secret = `occ_${crypto.randomBytes(16).toString('hex')}`;
    await ctx.database.db.insert(apiTokens).values({
      userId: admin.userId,
      tokenHash: hashToken(secret),
      clientId: 'occ-desktop',
      name: 'OCC Desktop Tool',
      scope: 'profile lab',
    });
    const bearer = { authorization: `Bearer ${secret}` };
    expect((await queue(bearer)).statusCode).toBe(403);
    expect((await reviewAs(bearer, app.id, { approve: true })).statusCode).toBe(403);

    // none of it changed the application
    expect((await mine(user.headers)).json().result.state).toBe('pending');
  });
});

function withEn(headers: Headers): Headers {
  return { ...headers, cookie: `${headers.cookie}; locale=en-US` };
}
