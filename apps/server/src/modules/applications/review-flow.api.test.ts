import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users } from '../../db/schema';
import { CERTIFICATION_CHECKS } from '@occ/shared';
import { createTestApp, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { member, newProduct } from '../devices/test-support';

// The one review flow of applications, walked through for every kind that uses it.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
type Who = Awaited<ReturnType<typeof signIn>>;

interface Kind {
  name: string;
  url: string;
  reviewUrl: (id: string) => string;
  states: { approved: string; rejected: string };
  /** a user ready to apply; `notice` is where the decision is sent */
  applicant(): Promise<{ who: Who; body: Record<string, unknown>; notice: string; url?: string }>;
  /** a reviewer of another kind: holds a review permission, but not this kind's */
  otherReviewerRoles: string[] | null;
}

const unique = () => crypto.randomBytes(4).toString('hex');
const mobile = () => `139${String(crypto.randomInt(1e7, 1e8))}`;

const kinds: Kind[] = [
  {
    name: 'enterprise certification',
    url: '/api/base/user/enterprise',
    reviewUrl: (id) => `/api/admin/enterprise/${id}/review`,
    states: { approved: 'approved', rejected: 'rejected' },
    async applicant() {
      const who = await signIn(ctx);
      const email = `ent${unique()}@example.com`;
      await ctx.database.db
        .update(users)
        .set({ realName: '王小明', unit: '示例科技', position: '工程师', email })
        .where(eq(users.id, who.userId));
      const body = {
        companyName: '示例科技有限公司',
        creditCode: '913301061234567890',
        contactName: '王小明',
        contactMobile: '13812345678',
        description: '芯片方案商',
      };
      return { who, body, notice: email };
    },
    // support reviews lab permissions, not enterprise certification
    otherReviewerRoles: ['support'],
  },
  {
    name: 'lab permission',
    url: '/api/lab/permissions',
    reviewUrl: (id) => `/api/admin/lab/permissions/${id}/review`,
    states: { approved: 'granted', rejected: 'failed' },
    async applicant() {
      const who = await signIn(ctx);
      const body = {
        kind: 'evaluation',
        realName: '王小明',
        mobile: mobile(),
        company: '示例科技有限公司',
        salesName: '李雷',
        hasReferrer: false,
        purpose: '评估 C910 在 Debian 上的编译性能',
      };
      return { who, body, notice: body.mobile };
    },
    otherReviewerRoles: null,
  },
  {
    name: 'chip certification',
    url: '',
    reviewUrl: (id) => `/api/admin/applications/chipCertification/${id}/review`,
    states: { approved: 'approved', rejected: 'rejected' },
    async applicant() {
      const who = await member(ctx, `ORG-RF-${unique()}`);
      const email = `cc${unique()}@example.com`;
      await ctx.database.db.update(users).set({ email }).where(eq(users.id, who.userId));
      const product = await newProduct(ctx, who.headers);
      const checklist = CERTIFICATION_CHECKS.map((check) => ({ check, passed: true, note: 'verified' }));
      return {
        who,
        body: { checklist },
        notice: email,
        url: `/api/devices/products/${product.id}/certifications`,
      };
    },
    otherReviewerRoles: ['support'],
  },
];

const post = (url: string, headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const noticesTo = (to: string) =>
  ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));

describe.each(kinds)('application review flow: $name', (kind) => {
  let admin: Who;
  beforeAll(async () => {
    admin = await signIn(ctx, { roles: ['admin'] });
  });

  it('applies (pending), approves once, tells the applicant, and refuses a second review (409)', async () => {
    const { who, body, notice, url = kind.url } = await kind.applicant();
    const applied = await post(url, who.headers, body);
    expect(applied.statusCode).toBe(200);
    const application = applied.json().result;
    expect(application.state).toBe('pending');

    const approved = await post(kind.reviewUrl(application.id), admin.headers, { approve: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result).toMatchObject({ id: application.id, state: kind.states.approved });
    expect(await noticesTo(notice)).toHaveLength(1);

    for (const decision of [{ approve: true }, { approve: false, comment: '重复审核' }]) {
      const again = await post(kind.reviewUrl(application.id), admin.headers, decision);
      expect(again.statusCode).toBe(409);
    }
    // the refused second review changed nothing and told nobody
    expect(await noticesTo(notice)).toHaveLength(1);
    // approval granted it: a new application is refused
    expect((await post(url, who.headers, body)).statusCode).toBe(409);
  });

  it('rejects only with a reason (422 without), tells it, and takes a new application after', async () => {
    const { who, body, notice, url = kind.url } = await kind.applicant();
    const application = (await post(url, who.headers, body)).json().result;
    // one pending application at a time
    expect((await post(url, who.headers, body)).statusCode).toBe(409);

    const noReason = await post(kind.reviewUrl(application.id), admin.headers, { approve: false });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().result.fields).toEqual([expect.objectContaining({ field: 'comment' })]);

    const rejected = await post(kind.reviewUrl(application.id), admin.headers, {
      approve: false,
      comment: '材料不完整',
    });
    expect(rejected.statusCode).toBe(200);
    const decided = rejected.json().result;
    expect(decided.state).toBe(kind.states.rejected);
    // the queue's endpoint answers the state only; a kind's own endpoint also the reason
    if ('reviewComment' in decided) expect(decided.reviewComment).toBe('材料不完整');
    const [sent] = await noticesTo(notice);
    expect(sent?.body).toContain('材料不完整');

    const again = await post(url, who.headers, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toMatchObject({ state: 'pending', reviewComment: null });
    expect(again.json().result.id).not.toBe(application.id);
  });

  it('refuses visitors (401), users without the permission (403) and an unknown application (404)', async () => {
    const { who, body, notice, url = kind.url } = await kind.applicant();
    const application = (await post(url, who.headers, body)).json().result;
    const stranger = await signIn(ctx);
    const wrong: Who[] = [who, stranger];
    if (kind.otherReviewerRoles) wrong.push(await signIn(ctx, { roles: kind.otherReviewerRoles }));

    expect((await post(url, visitorHeaders(), body)).statusCode).toBe(401);
    expect((await post(kind.reviewUrl(application.id), visitorHeaders(), { approve: true })).statusCode).toBe(
      401,
    );
    for (const user of wrong)
      expect((await post(kind.reviewUrl(application.id), user.headers, { approve: true })).statusCode).toBe(
        403,
      );
    expect(
      (await post(kind.reviewUrl(crypto.randomUUID()), admin.headers, { approve: true })).statusCode,
    ).toBe(404);

    // still pending, nobody told
    expect(await noticesTo(notice)).toHaveLength(0);
    const decided = await post(kind.reviewUrl(application.id), admin.headers, { approve: true });
    expect(decided.json().result.state).toBe(kind.states.approved);
  });
});
