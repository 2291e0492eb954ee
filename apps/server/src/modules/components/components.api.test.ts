import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentAreaBody } from '@occ/shared/admin';
import { createTestApp, signIn, visitorHeaders, type TestContext, requests } from '../../test/harness';
import { seedComponentList } from './seed';

let ctx: TestContext;
const { get, send } = requests(() => ctx);
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

const body = {
  componentCode: 'demo-sbi',
  category: 'firmware',
  licence: 'MIT',
  repository: 'https://example.com/demo-sbi.git',
  nameZh: '演示固件',
  summaryZh: '一个用于测试的固件组件。',
  descriptionZh: '## 说明\n\n<script>alert(1)</script> **固件**',
  nameEn: 'Demo firmware',
  summaryEn: 'A firmware component for tests.',
  chips: ['th1520', 'no-such-chip'],
  boards: ['lichee-pi-4a'],
  maintainers: ['Tester'],
  versions: [{ version: 'v1.0', releaseDate: '2025-01-02', notes: 'First release.' }],
};

type Card = { code: string; category: string; licence: string; chips: string[] };
const codes = (res: { json(): { result: { items: Card[] } } }) => res.json().result.items.map((c) => c.code);

describe('component library reads', () => {
  it('seeds 20 components that the console schema accepts', async () => {
    expect(seedComponentList).toHaveLength(20);
    for (const c of seedComponentList) expect(componentAreaBody.safeParse(c).success).toBe(true);
    const res = await get('/api/components?pageSize=50');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.total).toBe(20);
    expect(res.json().result.chips).toContain('th1520');
  });

  it('filters by category, licence, chip and search, and pages', async () => {
    const rtos = (await get('/api/components?category=rtos&pageSize=50')).json().result.items as Card[];
    expect(rtos.length).toBeGreaterThan(1);
    expect(rtos.every((c) => c.category === 'rtos')).toBe(true);
    const mit = (await get('/api/components?licence=MIT&pageSize=50')).json().result.items as Card[];
    expect(mit.map((c) => c.code).sort()).toEqual(['freertos-riscv', 'xv6-riscv']);
    const onK1 = (await get('/api/components?chip=spacemit-k1&pageSize=50')).json().result.items as Card[];
    expect(onK1.length).toBeGreaterThan(0);
    expect(onK1.every((c) => c.chips.includes('spacemit-k1'))).toBe(true);
    expect(codes(await get('/api/components?q=OpenSBI'))[0]).toBe('opensbi');
    expect(codes(await get(`/api/components?q=${encodeURIComponent('包管理器')}`))).toEqual(['ruyi']);
    const p1 = (await get('/api/components?pageSize=5&page=1')).json().result;
    const p4 = (await get('/api/components?pageSize=5&page=4')).json().result;
    const p5 = (await get('/api/components?pageSize=5&page=5')).json().result;
    expect(p1.items).toHaveLength(5);
    expect(p4.items).toHaveLength(5);
    expect(p5.items).toHaveLength(0);
    expect(p1.total).toBe(20);
    expect(new Set([...p1.items, ...p4.items].map((c: Card) => c.code)).size).toBe(10);
  });

  it('answers strange search input with 200 or a 422 naming the field, never 500', async () => {
    for (const q of ['a & b | !c', "' or 1=1 --", '%_\\', 'foo:* <-> bar', '\u202e😀', 'tab\there']) {
      const res = await get(`/api/components?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    // a NUL byte is refused by the request layer with a 4xx; never a 500
    const nul = await get(`/api/components?q=${encodeURIComponent('\u0000\u0001x')}`);
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
    const long = await get(`/api/components?q=${'x'.repeat(10_000)}`);
    expect(long.statusCode).toBe(422);
    expect(JSON.stringify(long.json())).toContain('q');
    const bad = await get('/api/components?category=nope&licence=WTFPL');
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('category');
  });

  it('shows one component with versions, linked chips and boards and its Q&A; unknown is 404', async () => {
    const res = await get('/api/components/qemu', { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(200);
    const d = res.json().result;
    expect(d.name).toBe('QEMU RISC-V');
    expect(d.repository).toMatch(/^https:\/\/gitlab\.com\/qemu-project/);
    expect(d.versions[0]).toEqual({ version: '9.2.0', date: '2024-12-10', notes: expect.any(String) });
    // the seeded question tagged "qemu" is this component's Q&A
    expect(d.questions.length).toBeGreaterThan(0);
    expect(d.questions[0].path).toMatch(/^\/community\/(qa|rv_qa)\/detail\?id=/);
    const sbi = (await get('/api/components/opensbi')).json().result;
    expect(sbi.chipLinks.find((c: { code: string }) => c.code === 'th1520').path).toBe(
      '/hardware/product/th1520',
    );
    expect(sbi.boardLinks.find((c: { code: string }) => c.code === 'visionfive-2').path).toBe(
      '/hardware/product/visionfive-2',
    );
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain('/community/openSource/opensbi</loc>');
    const unknown = await get('/api/components/no-such-component');
    expect(unknown.statusCode).toBe(404);
    expect((await get('/api/components/..%2Fetc')).statusCode).toBeLessThan(500);
  });
});

describe('component console area', () => {
  it('keeps a new component hidden until published, then serves it with unlinked unknown chips', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const created = await send('POST', '/api/admin/components', admin.headers, body);
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id;
    expect((await get(`/api/components/${body.componentCode}`)).statusCode).toBe(404);
    expect(codes(await get('/api/components?q=demo-sbi'))).toEqual([]);

    const published = await send('POST', `/api/admin/components/${id}/publish`, admin.headers, {
      confirm: true,
    });
    expect(published.statusCode).toBe(200);
    const live = (await get(`/api/components/${body.componentCode}`)).json().result;
    expect(live.html).not.toContain('<script');
    expect(live.chipLinks).toEqual([
      { code: 'th1520', name: expect.any(String), path: '/hardware/product/th1520' },
      { code: 'no-such-chip', name: 'no-such-chip', path: null },
    ]);
    expect(live.questions).toEqual([]);
    const read = (await get(`/api/admin/components/${id}`, admin.headers)).json().result;
    expect(JSON.stringify(read)).toContain('demo-sbi');
  });

  it('refuses a duplicate code (409 on the code field) and bad input (422 naming the field)', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const dup = await send('POST', '/api/admin/components', admin.headers, {
      ...body,
      componentCode: 'opensbi',
    });
    expect(dup.statusCode).toBe(409);
    expect(JSON.stringify(dup.json())).toContain('componentCode');
    const cases: [string, Record<string, unknown>][] = [
      ['licence', { licence: 'WTFPL' }],
      ['repository', { repository: 'javascript:alert(1)' }],
      ['componentCode', { componentCode: 'has space' }],
      ['releaseDate', { versions: [{ version: 'v2', releaseDate: 'yesterday' }] }],
      ['chips', { chips: ['th1520', 'th1520'] }],
    ];
    for (const [field, change] of cases) {
      const res = await send('POST', '/api/admin/components', admin.headers, {
        ...body,
        componentCode: 'x-1',
        ...change,
      });
      expect(res.statusCode, field).toBe(422);
      expect(JSON.stringify(res.json()), field).toContain(field);
    }
  });

  it('refuses visitors (401) and users without the permission (403)', async () => {
    const user = await signIn(ctx);
    const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', unknown?][] = [
      ['/api/admin/components', 'GET'],
      ['/api/admin/components', 'POST', body],
      ['/api/admin/components/1', 'PUT', body],
      ['/api/admin/components/1', 'DELETE'],
      ['/api/admin/components/1/publish', 'POST', { confirm: true }],
    ];
    for (const [url, method, payload] of calls) {
      const asVisitor =
        method === 'GET' ? await get(url) : await send(method, url, visitorHeaders(), payload);
      expect(asVisitor.statusCode, `${method} ${url}`).toBe(401);
      const asUser =
        method === 'GET' ? await get(url, user.headers) : await send(method, url, user.headers, payload);
      expect(asUser.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('component search kind', () => {
  it('finds a published component by a word of its name or summary, never an unpublished one', async () => {
    const admin = await signIn(ctx, { roles: ['admin'] });
    const draft = await send('POST', '/api/admin/components', admin.headers, {
      ...body,
      componentCode: 'secret-draft',
      nameZh: '保密草稿组件',
      nameEn: 'Hushhush draft',
    });
    expect(draft.statusCode).toBe(200);
    await ctx.app.jobs.tick({ force: true });
    const find = async (q: string) => {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}&kind=components`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.items as { kind: string; url: string }[];
    };
    await expect
      .poll(async () => (await find('OpenSBI')).map((i) => i.url))
      .toContain('/community/openSource/opensbi');
    expect((await find('包管理器')).map((i) => i.url)).toContain('/community/openSource/ruyi');
    expect(await find('Hushhush')).toEqual([]);
  });
});
