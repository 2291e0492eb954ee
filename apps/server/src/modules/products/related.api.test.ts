import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requests, type TestContext } from '../../test/harness';

let ctx: TestContext;
const { get } = requests(() => ctx);
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await ctx.app.database.db.execute(q)) as unknown as { rows: T[] }).rows;

const related = async (code: string) => {
  const res = await get(`/api/products/${code}`, { 'accept-language': 'en-US' });
  expect(res.statusCode).toBe(200);
  return res.json().result.related;
};

describe('what a product page links to (issue 16)', () => {
  it('lists the documents, resources and published questions of a board, and the software that runs on it', async () => {
    const r = await related('lichee-pi-4a');
    const docs = await rows<{ n: number }>(sql`select count(*)::int as n from documents d
      join products p on p.id = d.product_id
      where p.code = 'lichee-pi-4a' and d.published_at <= now()`);
    expect(r.documents.length).toBe(Math.min(5, docs[0]!.n));
    expect(r.documents.length).toBeGreaterThan(0);
    expect(r.documents.every((d: { url: string }) => d.url.startsWith('/community/document/'))).toBe(true);
    // questions whose product is the board by name (any case), published only
    const published = await rows<{ id: string }>(sql`select id::text as id from questions
      where lower(product_name) in ('lichee pi 4a', 'lichee-pi-4a') and status = 'published'`);
    expect(r.questions.length).toBe(Math.min(5, published.length));
    expect(r.questions.length).toBeGreaterThan(0);
    for (const q of r.questions as { url: string }[]) {
      expect(published.some((p) => q.url.includes(p.id))).toBe(true);
    }
    // software naming the board in its `boards` attribute
    const software = r.software.map((p: { code: string }) => p.code);
    expect(software.length).toBeGreaterThan(0);
    const named = await rows<{ code: string }>(sql`select code from products
      where kind = 'software' and published_at <= now() and spec_values->'boards' ? 'Lichee Pi 4A'`);
    expect(software.sort()).toEqual(
      named
        .map((n) => n.code)
        .sort()
        .slice(0, 5),
    );
  });

  it('links a software product to the boards it names, and hides a question once it is held', async () => {
    const [os] = await rows<{ code: string }>(sql`select code from products
      where kind = 'software' and published_at <= now() and spec_values->'boards' ? 'Lichee Pi 4A' limit 1`);
    const r = await related(os!.code);
    expect(r.runsOn.map((p: { code: string }) => p.code)).toContain('lichee-pi-4a');
    expect(r.runsOn.every((p: { kind: string }) => p.kind === 'hardware')).toBe(true);

    const before = (await related('lichee-pi-4a')).questions as { url: string }[];
    const id = before[0]!.url.match(/id=([^&]+)/)![1]!;
    await ctx.app.database.db.execute(sql`update questions set status = 'held' where id = ${id}`);
    // the public answer cache keeps an answer about a second: ask until the held one is gone
    await expect
      .poll(async () => ((await related('lichee-pi-4a')).questions as { url: string }[]).map((q) => q.url))
      .not.toContain(before[0]!.url);
  });

  it('answers empty lists for a product nothing links to', async () => {
    const [lonely] = await rows<{ code: string }>(sql`select p.code from products p
      where p.published_at <= now() and p.kind = 'solution'
        and not exists (select 1 from documents d where d.product_id = p.id)
        and not exists (select 1 from resources r where r.product_id = p.id)
        and not exists (select 1 from products b where b.based_on_id = p.id) limit 1`);
    const r = await related(lonely!.code);
    expect(r.documents).toEqual([]);
    expect(r.resources).toEqual([]);
    expect(r.derived).toEqual([]);
    expect(r.runsOn).toEqual([]);
  });
});
