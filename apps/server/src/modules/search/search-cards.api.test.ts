import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  plates,
  posts,
  productI18n,
  products,
  questions,
  resources,
  storedFiles,
  videos,
} from '../../db/schema';
import { countStatements } from '../../db/statement-count';
import { createTestApp, signIn, type TestContext } from '../../test/harness';

// Issue 21: each kind's own result card (live extras read for one page, one query per kind).

let ctx: TestContext;
const Q = 'quokkaboard';
let productId = 0;

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
interface Hit {
  kind: string;
  id: string;
  title: string;
  card?: Record<string, unknown>;
}
const find = async (extra = '') => {
  const res = await get(`/api/search?q=${Q}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { items: Hit[]; total: number; counts: Array<{ kind: string; count: number }> };
};

beforeAll(async () => {
  ctx = await createTestApp();
  const author = await signIn(ctx);
  const { db } = ctx.database;
  const [product] = await db
    .insert(products)
    .values({
      kind: 'hardware',
      category: 'board',
      code: 'quokka-1',
      vendor: 'Quokka Labs',
      imageUrl: '/img/quokka-1.png',
      publishedAt: new Date(),
    })
    .returning({ id: products.id });
  productId = product!.id;
  await db
    .insert(productI18n)
    .values({ productId, locale: 'zh-CN', name: `${Q} one`, summary: '', description: '' });
  await db.insert(videos).values([
    {
      authorId: author.userId,
      state: 'published',
      name: `${Q} unboxing`,
      sourceKey: 'v/1.mp4',
      durationMs: 95_000,
    },
    {
      authorId: author.userId,
      state: 'published',
      name: `${Q} flashing`,
      sourceKey: 'v/2.mp4',
      durationMs: 61_000,
    },
  ]);
  const [plate] = await db.select().from(plates).limit(1);
  await db.insert(questions).values({
    authorId: author.userId,
    plateId: plate!.id,
    productKind: 'Chip',
    productName: 'C910',
    title: `${Q} does not boot`,
    description: 'No output on the serial port',
    status: 'published',
    answersCount: 3,
    adoptedAnswerId: crypto.randomUUID(),
    images: ['/img/serial.png'],
  });
  for (const [name, attached] of [
    [`${Q} SDK`, true],
    [`${Q} wallpaper`, false],
  ] as const) {
    const [file] = await db
      .insert(storedFiles)
      .values({
        name: `${name}.tar.gz`,
        storageKey: `files/${crypto.randomBytes(16).toString('hex')}`,
        size: 2_048_000,
        contentType: 'application/gzip',
        sha256: 'a'.repeat(64),
      })
      .returning({ id: storedFiles.id });
    await db
      .insert(resources)
      .values({ name, type: 1, fileId: file!.id, productId: attached ? productId : null, approved: true });
  }
  const post = (title: string, cover: string | null, content: string) => ({
    authorId: author.userId,
    state: 'published',
    title,
    cover,
    content,
    contentText: content,
    releasedAt: new Date(),
  });
  await db
    .insert(posts)
    .values([
      post(
        `${Q} build log`,
        'default:1',
        'Intro text ![the board](/img/board.jpg) and more ![second](/img/2.jpg)',
      ),
      post(`${Q} with cover`, '/img/cover.png', 'no pictures here'),
      post(`${Q} plain notes`, 'default:2', 'only words'),
    ]);
  await ctx.app.jobs.tick({ force: true });
});
afterAll(async () => ctx.close());

describe('result cards', () => {
  it('gives each kind its own card: product image, video length, answers and adoption, file size and download', async () => {
    const all = await find('&pageSize=20');
    const byTitle = new Map(all.items.map((i) => [i.title, i]));
    expect(byTitle.get(`${Q} one`)?.card).toEqual({
      kind: 'products',
      image: '/img/quokka-1.png',
      vendor: 'Quokka Labs',
    });
    expect(byTitle.get(`${Q} unboxing`)?.card).toEqual({ kind: 'videos', durationMs: 95_000 });
    expect(byTitle.get(`${Q} does not boot`)?.card).toEqual({ kind: 'questions', answers: 3, adopted: true });
    const sdk = byTitle.get(`${Q} SDK`)!;
    expect(sdk.card).toEqual({
      kind: 'resources',
      size: 2_048_000,
      linkPath: `/api/resources/${sdk.id}/link`,
    });
    // the download path is the resources' own signed-link flow (resources.downloadLink)
    expect(ctx.app.hasRoute({ method: 'POST', url: '/api/resources/:id/link' })).toBe(true);
  });

  it('reads the cards live: a changed answer count shows without reindexing', async () => {
    await ctx.database.db.update(questions).set({ answersCount: 4 });
    const q = (await find('&kind=questions')).items[0]!;
    expect(q.card).toMatchObject({ answers: 4 });
  });

  it('loads the cards with one query per kind on the page, whatever its size (no N+1)', async () => {
    // warm the cached answers, then count only what a page costs
    for (const extra of ['&kind=videos&pageSize=1', '&kind=videos&pageSize=2', '&pageSize=20'])
      await find(extra);
    const one = await countStatements(() => find('&kind=videos&pageSize=1'));
    const two = await countStatements(() => find('&kind=videos&pageSize=2'));
    expect(two.result.items).toHaveLength(2);
    expect(two.statements).toBe(one.statements);
    const all = await countStatements(() => find('&pageSize=20'));
    const kinds = new Set(all.result.items.map((i) => i.kind));
    expect([...kinds].sort()).toEqual(['posts', 'products', 'questions', 'resources', 'videos']);
    // the cached answer's own statements, then one per kind present that has cards (posts have none)
    expect(all.statements).toBe(one.statements - 1 + kinds.size - 1);
  });
});

describe('virtual tabs', () => {
  it('pictures: posts, questions and products with a picture, each with its image', async () => {
    const r = await find('&kind=pictures&pageSize=20');
    const images = Object.fromEntries(r.items.map((i) => [i.title, (i as Hit & { image: string }).image]));
    expect(images).toEqual({
      [`${Q} one`]: '/img/quokka-1.png',
      [`${Q} does not boot`]: '/img/serial.png',
      [`${Q} build log`]: '/img/board.jpg',
      [`${Q} with cover`]: '/img/cover.png',
    });
    expect(r.total).toBe(4);
  });

  it('product resources: only the resources attached to a product; resources stays the whole directory', async () => {
    const attached = await find('&kind=product_resources');
    expect(attached.items.map((i) => i.title)).toEqual([`${Q} SDK`]);
    expect((await find('&kind=resources')).total).toBe(2);
  });

  it('counts every virtual tab in the same grouped query, equal to its results, and apart from the kinds', async () => {
    const all = (await find('&pageSize=20')) as Awaited<ReturnType<typeof find>> & {
      tabs: Array<{ kind: string; count: number }>;
    };
    expect(all.tabs).toEqual([
      { kind: 'pictures', count: 4 },
      { kind: 'product_resources', count: 1 },
    ]);
    // the All tab is the kinds' sum: virtual tabs are not counted twice
    expect(all.counts.reduce((n, c) => n + c.count, 0)).toBe(all.total);
    for (const { kind, count } of all.tabs) {
      const tab = await find(`&kind=${kind}&pageSize=20`);
      expect(tab.total, kind).toBe(count);
      expect(tab.items, kind).toHaveLength(count);
    }
    const sorted = await find('&kind=pictures&sort=newest&time=week');
    expect(sorted.total).toBe(4);
  });
});
