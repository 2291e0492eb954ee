import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { solveCaptcha } from '../auth/auth-test-kit';
import { createTestApp, requests, signIn, visitorHeaders, type TestContext } from '../../test/harness';
import { FORM_SUBMISSIONS_PER_HOUR } from './form-submissions';

let ctx: TestContext;
let staff: Record<string, string>;
let staffId = '';
let user: Record<string, string>;
let userId = '';
const { get, post, send } = requests(() => ctx);

const formBlock = {
  type: 'form',
  props: {
    title: '申请加入',
    formKind: 'application',
    formKey: 'join',
    successMessage: '已收到申请',
    formFields: [
      { key: 'name', label: '姓名', type: 'text', required: true, maxLength: 20 },
      { key: 'email', label: '邮箱', type: 'email', required: true },
      { key: 'mobile', label: '手机', type: 'mobile' },
      { key: 'track', label: '方向', type: 'select', options: '芯片\n软件' },
      { key: 'agree', label: '同意条款', type: 'checkbox', required: true },
    ],
  },
};
const good = { name: '张三', email: 'a@example.com', mobile: '13800138000', track: '芯片', agree: true };
const submit = (headers: Record<string, string>, answers: object, extra: object = {}) =>
  post('/api/form-submissions', headers, { slug: 'joinus', formKey: 'join', answers, ...extra });

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signIn(ctx, { roles: ['admin'] });
  staff = admin.headers;
  staffId = admin.userId;
  const someone = await signIn(ctx);
  user = someone.headers;
  userId = someone.userId;
  const created = await post('/api/admin/page', staff, {
    slug: 'joinus',
    titleZh: '加入我们',
    blocksZh: [{ type: 'hero', props: { title: '加入我们' } }, formBlock],
  });
  expect(created.statusCode).toBe(200);
  const id = created.json().result.id as number;
  expect((await post(`/api/admin/page/${id}/publish`, staff, { confirm: true })).statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('page slugs', () => {
  it('refuses a slug that is an app route, naming the field in the reader’s language', async () => {
    for (const slug of ['community', 'admin', 'people', 'search', 'college']) {
      const res = await post(
        '/api/admin/page',
        { ...staff, cookie: `${staff.cookie}; locale=en-US` },
        {
          slug,
          titleZh: '冲突',
          blocksZh: [{ type: 'hero', props: { title: 'x' } }],
        },
      );
      expect(res.statusCode, slug).toBe(422);
      expect(res.json().result.fields[0].field).toBe('slug');
      expect(res.json().result.fields[0].message).toContain('existing page');
    }
  });
});

describe('form blocks', () => {
  it('refuses a form block with a bad field declaration, naming it', async () => {
    const bad = await post('/api/admin/page', staff, {
      slug: 'badform',
      titleZh: '坏表单',
      blocksZh: [
        {
          type: 'form',
          props: {
            ...formBlock.props,
            formFields: [
              { key: 'a', label: 'A', type: 'date' },
              { key: 'a', label: 'B' },
            ],
          },
        },
      ],
    });
    expect(bad.statusCode).toBe(422);
    const fields = bad.json().result.fields.map((f: { field: string }) => f.field);
    expect(fields).toContain('blocksZh.0.props.formFields.0.type');
  });

  it('validates answers with the schema built from the declared fields, naming the field', async () => {
    const res = await submit(user, { name: '', email: 'nope', mobile: '123', track: '硬件' });
    expect(res.statusCode).toBe(422);
    const fields = res.json().result.fields as { field: string; message: string }[];
    expect(fields.map((f) => f.field).sort()).toEqual(
      ['answers.agree', 'answers.email', 'answers.mobile', 'answers.name', 'answers.track'].sort(),
    );
    expect(fields.find((f) => f.field === 'answers.name')!.message).toContain('姓名');
    const long = await submit(
      { ...user, cookie: `${user.cookie}; locale=en-US` },
      { ...good, name: 'x'.repeat(21) },
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().result.fields[0]).toMatchObject({ field: 'answers.name' });
    expect(
      (await post('/api/form-submissions', user, { slug: 'joinus', formKey: 'nope', answers: good }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/form-submissions', user, { slug: 'nowhere', formKey: 'join', answers: good }))
        .statusCode,
    ).toBe(404);
  });

  it('stores valid answers, asks visitors for the graphic code, and tells the page staff', async () => {
    const ok = await submit(user, { ...good, extra: 'dropped' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.message).toBe('已收到申请');
    expect((await submit(visitorHeaders(), good)).statusCode).toBe(400);
    const visitor = await submit(visitorHeaders(), good, await solveCaptcha(ctx));
    expect(visitor.statusCode).toBe(200);
    const notes = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, staffId));
    expect(notes.length).toBeGreaterThanOrEqual(2);
    expect(notes[0]!.link).toMatch(/^\/admin\/form_submissions_detail\/\d+$/);
    // the signed-in submitter gets a receipt in the message centre, linking back to the page
    const receipts = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(receipts.length).toBe(1);
    expect(receipts[0]).toMatchObject({ link: '/service/joinus', targetType: 'formSubmission' });
    expect(receipts[0]!.summary).toContain('申请加入');
  });

  it('lists submissions to staff only, filtered by page and status; staff mark them handled', async () => {
    expect((await get('/api/admin/formSubmissions', visitorHeaders())).statusCode).toBe(401);
    expect((await get('/api/admin/formSubmissions', user)).statusCode).toBe(403);
    const list = await get('/api/admin/formSubmissions?status=new', staff);
    expect(list.statusCode).toBe(200);
    const items = list.json().result.items as { id: number; pageSlug: string; answersText: string }[];
    expect(items.length).toBe(2);
    expect(items[0]).toMatchObject({ pageSlug: 'joinus' });
    expect(items[0]!.answersText).toContain('张三');
    expect(items[0]!.answersText).not.toContain('dropped');
    const id = items[0]!.id;
    expect(
      (await send('PUT', `/api/admin/formSubmissions/${id}`, user, { status: 'handled' })).statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', `/api/admin/formSubmissions/${id}`, staff, { status: 'handled' })).statusCode,
    ).toBe(200);
    const handled = await get('/api/admin/formSubmissions?status=handled', staff);
    expect(handled.json().result.items.map((r: { id: number }) => r.id)).toEqual([id]);
    const csv = await get('/api/admin/formSubmissions/export', staff);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('joinus');
  });

  it('rate-limits submissions per user', async () => {
    const someone = (await signIn(ctx)).headers;
    const codes: number[] = [];
    for (let i = 0; i <= FORM_SUBMISSIONS_PER_HOUR; i++) codes.push((await submit(someone, good)).statusCode);
    expect(codes.slice(0, FORM_SUBMISSIONS_PER_HOUR).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
