import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labPermissionApplications, outboxMessages } from '../../db/schema';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const uniqueMobile = () => `139${String(crypto.randomInt(1e7, 1e8))}`;
const uniqueEmail = () => `lab${crypto.randomBytes(4).toString('hex')}@example.com`;
const form = (over: Record<string, unknown> = {}) => ({
  kind: 'evaluation',
  realName: '王小明',
  mobile: uniqueMobile(),
  company: '示例科技有限公司',
  email: uniqueEmail(),
  salesName: '李雷',
  hasReferrer: false,
  purpose: '评估 C910 在 Debian 上的编译性能',
  ...over,
});

const applyAs = (headers: Headers, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/lab/permissions', headers, payload: body });
const status = (headers: Headers) => ctx.app.inject({ method: 'GET', url: '/api/lab/permissions', headers });
const list = (headers: Headers, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/lab/permissions${query}`, headers });
const reviewAs = (headers: Headers, id: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/lab/permissions/${id}/review`, headers, payload: body });
const outboxTo = (to: string) =>
  ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
const en = (headers: Headers): Headers => ({ ...headers, cookie: `${headers.cookie}; locale=en-US` });

describe('lab permission application rules (spec §5)', () => {
  // each case: the body change, the field, and its message in en-US and zh-CN
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ['real name missing', { realName: '' }, 'realName', 'Name is required', '姓名不能为空'],
    [
      'real name > 32',
      { realName: '王'.repeat(33) },
      'realName',
      'Name must be at most 32 characters',
      '姓名最多 32 个字符',
    ],
    ['mobile missing', { mobile: '' }, 'mobile', 'Mobile number is required', '手机号不能为空'],
    [
      'mobile invalid',
      { mobile: '15412345678' },
      'mobile',
      'Please enter a correct mobile number',
      '请输入正确的手机号',
    ],
    [
      'mobile > 11',
      { mobile: '+8613812345678' },
      'mobile',
      'Please enter a correct mobile number',
      '请输入正确的手机号',
    ],
    ['company missing', { company: ' ' }, 'company', 'Company name is required', '公司名称不能为空'],
    [
      'company > 64',
      { company: 'x'.repeat(65) },
      'company',
      'Company name must be at most 64 characters',
      '公司名称最多 64 个字符',
    ],
    [
      'e-mail invalid',
      { email: 'not-an-email' },
      'email',
      'Please enter a correct e-mail address',
      '请输入正确的邮箱',
    ],
    [
      'e-mail > 64',
      { email: `${'a'.repeat(60)}@example.com` },
      'email',
      'E-mail must be at most 64 characters',
      '邮箱最多 64 个字符',
    ],
    ['sales name missing', { salesName: '' }, 'salesName', 'Sales name is required', '销售姓名不能为空'],
    [
      'referrer choice missing',
      { hasReferrer: undefined },
      'hasReferrer',
      'Has a referrer is required',
      '是否有推荐人不能为空',
    ],
    [
      'referrer name missing when yes',
      { hasReferrer: true, referrerName: ' ' },
      'referrerName',
      'Referrer name is required',
      '推荐人姓名不能为空',
    ],
    ['purpose missing', { purpose: '' }, 'purpose', 'Evaluation purpose is required', '评估目的不能为空'],
  ];

  it.each(cases)(
    '%s → 422 naming the field in both languages',
    async (_name, change, field, enMsg, zhMsg) => {
      const user = await signIn(ctx);
      const body = form(change);
      const resEn = await applyAs(en(user.headers), body);
      expect(resEn.statusCode).toBe(422);
      expect(resEn.json().result.fields).toContainEqual({ field, message: enMsg });
      const resZh = await applyAs(user.headers, body);
      expect(resZh.statusCode).toBe(422);
      expect(resZh.json().result.fields).toContainEqual({ field, message: zhMsg });
      expect(resZh.json().message).toBe(resZh.json().result.fields[0].message);
      // nothing was filed
      expect((await status(user.headers)).json().result.evaluation.state).toBe('none');
    },
  );

  it('accepts an application without e-mail, and a referrer name only when there is a referrer', async () => {
    const a = await signIn(ctx);
    const noEmail = await applyAs(a.headers, form({ email: undefined, referrerName: 'ignored' }));
    expect(noEmail.statusCode).toBe(200);
    expect(noEmail.json().result).toMatchObject({ email: null, hasReferrer: false, referrerName: null });

    const b = await signIn(ctx);
    const emptyEmail = await applyAs(
      b.headers,
      form({ email: '', hasReferrer: true, referrerName: '韩梅梅' }),
    );
    expect(emptyEmail.statusCode).toBe(200);
    expect(emptyEmail.json().result).toMatchObject({
      email: null,
      hasReferrer: true,
      referrerName: '韩梅梅',
    });
  });

  it('refuses an unknown kind', async () => {
    const user = await signIn(ctx);
    const res = await applyAs(en(user.headers), form({ kind: 'root' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().result.fields[0].field).toBe('kind');
  });
});

describe('lab permission states', () => {
  it('goes not applied → under approval → granted, per kind, and tells the applicant by SMS and e-mail', async () => {
    const user = await signIn(ctx);
    const admin = await signIn(ctx, { roles: ['admin'] });
    const body = form();

    const before = (await status(user.headers)).json().result;
    expect(before).toEqual({
      evaluation: { state: 'none', application: null },
      microservice: { state: 'none', application: null },
    });

    const applied = await applyAs(user.headers, body);
    expect(applied.statusCode).toBe(200);
    const application = applied.json().result;
    expect(application).toMatchObject({
      kind: 'evaluation',
      state: 'pending',
      realName: body.realName,
      mobile: body.mobile,
      company: body.company,
      email: body.email,
      salesName: body.salesName,
      purpose: body.purpose,
      reviewComment: null,
      reviewedAt: null,
    });
    const pending = (await status(user.headers)).json().result;
    expect(pending.evaluation).toMatchObject({ state: 'pending', application: { id: application.id } });
    expect(pending.microservice.state).toBe('none');

    const again = await applyAs(en(user.headers), form());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your application is under approval (1-3 working days)');

    // the microservice grant is separate: it can be applied for while evaluation is pending
    const micro = await applyAs(user.headers, form({ kind: 'microservice' }));
    expect(micro.statusCode).toBe(200);

    const granted = await reviewAs(admin.headers, application.id, { approve: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().result).toMatchObject({ state: 'granted', reviewComment: null });
    expect(granted.json().result.reviewedAt).not.toBeNull();

    const after = (await status(user.headers)).json().result;
    expect(after.evaluation.state).toBe('granted');
    expect(after.microservice.state).toBe('pending');

    const [sms] = await outboxTo(body.mobile);
    expect(sms).toMatchObject({ channel: 'sms', status: 'stored' });
    expect(sms!.body).toContain('云实验室评估权限申请已通过');
    expect(sms!.body).toContain('cloud lab evaluation has been approved');
    const [mail] = await outboxTo(body.email);
    expect(mail).toMatchObject({ channel: 'email' });
    expect(mail!.subject).toContain('Cloud lab permission granted');

    const already = await applyAs(en(user.headers), form());
    expect(already.statusCode).toBe(409);
    expect(already.json().message).toBe('You already have this permission');
    // decided once only
    const twice = await reviewAs(en(admin.headers), application.id, { approve: false, comment: 'x' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This application has already been reviewed');
  });

  it('fails with the reviewer comment shown, and the applicant may apply again', async () => {
    const user = await signIn(ctx);
    const support = await signIn(ctx, { roles: ['support'] });
    const body = form({ kind: 'microservice', email: undefined });
    const application = (await applyAs(user.headers, body)).json().result;

    const noComment = await reviewAs(en(support.headers), application.id, { approve: false });
    expect(noComment.statusCode).toBe(422);
    expect(noComment.json().result.fields).toEqual([{ field: 'comment', message: 'Comment is required' }]);

    const failed = await reviewAs(support.headers, application.id, {
      approve: false,
      comment: '评估目的不明确',
    });
    expect(failed.statusCode).toBe(200);
    const seen = (await status(user.headers)).json().result.microservice;
    expect(seen).toMatchObject({
      state: 'failed',
      application: { reviewComment: '评估目的不明确', purpose: body.purpose },
    });

    // SMS only (no e-mail on the application), with the comment in both languages
    const messages = await outboxTo(body.mobile);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain('未通过：评估目的不明确');
    expect(messages[0]!.body).toContain('You may apply again');

    const again = await applyAs(user.headers, { ...body, purpose: '兼容性测试' });
    expect(again.statusCode).toBe(200);
    expect((await status(user.headers)).json().result.microservice).toMatchObject({
      state: 'pending',
      application: { id: again.json().result.id, reviewComment: null },
    });
  });

  it('files one application when two submissions race', async () => {
    const user = await signIn(ctx);
    const results = await Promise.all([applyAs(user.headers, form()), applyAs(user.headers, form())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.database.db
      .select()
      .from(labPermissionApplications)
      .where(eq(labPermissionApplications.userId, user.userId));
    expect(rows).toHaveLength(1);
  });
});

describe('admin list of applications', () => {
  it('pages with the applicant and filters by state and kind', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    const appA = (await applyAs(a.headers, form())).json().result;
    const appB = (await applyAs(b.headers, form({ kind: 'microservice' }))).json().result;
    await reviewAs(admin.headers, appB.id, { approve: false, comment: '资料不全' });

    const pending = (await list(admin.headers, '?state=pending&kind=evaluation&pageSize=100')).json().result;
    expect(pending).toMatchObject({ page: 1, pageSize: 100 });
    const item = pending.items.find((i: { id: string }) => i.id === appA.id);
    expect(item.applicant).toMatchObject({ id: a.userId, username: a.username });
    expect(
      pending.items.every(
        (i: { state: string; kind: string }) => i.state === 'pending' && i.kind === 'evaluation',
      ),
    ).toBe(true);
    expect(pending.items.map((i: { id: string }) => i.id)).not.toContain(appB.id);

    const failed = (await list(admin.headers, '?state=failed&kind=microservice')).json().result;
    expect(failed.items.map((i: { id: string }) => i.id)).toContain(appB.id);

    const all = (await list(admin.headers, '?pageSize=1&page=2')).json().result;
    expect(all.items).toHaveLength(1);
    expect(all.total).toBeGreaterThanOrEqual(2);

    const bad = await list(en(admin.headers), '?state=maybe');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields[0].field).toBe('state');
    expect((await reviewAs(admin.headers, crypto.randomUUID(), { approve: true })).statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  it('refuses visitors, non-reviewers, bearer tokens and forged requests', async () => {
    const user = await signIn(ctx);
    const stranger = await signIn(ctx);
    const vendor = await signIn(ctx, { roles: ['vendor'] });
    const admin = await signIn(ctx, { roles: ['admin'] });
    const application = (await applyAs(user.headers, form())).json().result;

    expect((await status({})).statusCode).toBe(401);
    expect((await applyAs(visitorHeaders(), form())).statusCode).toBe(401);
    expect((await list({})).statusCode).toBe(401);
    expect((await reviewAs(visitorHeaders(), application.id, { approve: true })).statusCode).toBe(401);

    for (const wrong of [user, stranger, vendor]) {
      expect((await list(wrong.headers)).statusCode).toBe(403);
      expect((await reviewAs(wrong.headers, application.id, { approve: true })).statusCode).toBe(403);
    }
    // another user does not see my application
    expect((await status(stranger.headers)).json().result.evaluation.state).toBe('none');

    // XSRF: the cookie alone does not make a state change
    expect((await applyAs({ cookie: stranger.headers.cookie }, form())).statusCode).toBe(403);
    expect(
      (await reviewAs({ cookie: admin.headers.cookie }, application.id, { approve: true })).statusCode,
    ).toBe(403);

    expect((await status(user.headers)).json().result.evaluation.state).toBe('pending');
  });
});

describe('review notices when delivery fails', () => {
  let broken: TestContext;
  beforeAll(async () => {
    // a gateway that refuses connections: the review must still succeed
    broken = await createTestApp({
      env: { SMS_TRANSPORT: 'http', SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' },
    });
  });
  afterAll(() => broken.close());

  it('logs a failed SMS and still decides the application', async () => {
    const user = await signIn(broken);
    const admin = await signIn(broken, { roles: ['admin'] });
    const body = form();
    const application = (
      await broken.app.inject({
        method: 'POST',
        url: '/api/lab/permissions',
        headers: user.headers,
        payload: body,
      })
    ).json().result;
    const res = await broken.app.inject({
      method: 'POST',
      url: `/api/admin/lab/permissions/${application.id}/review`,
      headers: admin.headers,
      payload: { approve: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.state).toBe('granted');
    const rows = await broken.database.db.select().from(outboxMessages);
    expect(rows.find((r) => r.recipient === body.mobile)).toMatchObject({ channel: 'sms', status: 'failed' });
    expect(rows.find((r) => r.recipient === body.email)).toMatchObject({
      channel: 'email',
      status: 'stored',
    });
  });
});
