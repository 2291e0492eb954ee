import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { news, newsI18n, plates, productI18n, products, questions, videos } from '../../db/schema';
import { createDocument } from '../../test/document-fixture';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { postApi, type Who } from '../posts/test-kit';
import { search } from './service';
import { syncSearchIndex } from './sync';

let ctx: TestContext;
let author: Who;
let moderator: Who;
let api: ReturnType<typeof postApi>;

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const find = async (q: string, extra = '') => {
  const res = await get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as {
    items: Array<{
      kind: string;
      id: string;
      title: string;
      titleHtml: string;
      snippetHtml: string;
      url: string;
    }>;
    total: number;
    counts: Array<{ kind: string; count: number }>;
    capped: boolean;
  };
};
const countOf = (r: Awaited<ReturnType<typeof find>>, kind: string) =>
  r.counts.find((c) => c.kind === kind)!.count;

beforeAll(async () => {
  ctx = await createTestApp();
  api = postApi(ctx);
  author = await signIn(ctx);
  moderator = await signIn(ctx, { roles: ['admin'] });
  const { db } = ctx.database;
  const [plate] = await db.select().from(plates).limit(1);
  const question = (title: string, description: string, status = 'published') => ({
    authorId: author.userId,
    plateId: plate!.id,
    productKind: 'Chip',
    productName: 'C910',
    title,
    description,
    status,
  });
  await db
    .insert(questions)
    .values([
      question('玄铁芯片开发板如何烧录固件', '我的开发板无法启动，串口没有输出 a<b && "c"'),
      question('被隐藏的芯片问题', '这条问题在审核中', 'held'),
      question('已删除的芯片问题', '这条问题已删除', 'deleted'),
    ]);
  const video = (name: string, state: string) => ({
    authorId: author.userId,
    state,
    name,
    introduction: 'A walk through the RISC-V vector extension on a real board',
    sourceKey: `videos/${name}.mp4`,
  });
  await db
    .insert(videos)
    .values([video('Vector kernels on C920', 'published'), video('Draft vector talk', 'draft')]);
  const [shown, hidden] = await db
    .insert(news)
    .values([
      { source: 'OCC', publishedAt: new Date(Date.now() - 60_000) },
      { source: 'OCC', publishedAt: null },
    ])
    .returning({ id: news.id });
  await db.insert(newsI18n).values([
    {
      newsId: shown!.id,
      locale: 'zh-CN',
      title: '开源芯片社区发布路线图',
      summary: '路线图',
      body: '详细内容',
    },
    {
      newsId: shown!.id,
      locale: 'en-US',
      title: 'Open chip community roadmap',
      summary: 'Roadmap',
      body: 'Details',
    },
    { newsId: hidden!.id, locale: 'zh-CN', title: '未发布的芯片新闻', summary: '草稿', body: '草稿' },
  ]);
  await api.postIn(author, moderator, 'published', { title: 'Booting Debian on the VisionFive 2' });
  await api.postIn(author, moderator, 'published', {
    title: 'A private note on Debian',
    permission: 'private',
  });
  await api.postIn(author, moderator, 'audit', { title: 'Debian waiting for review' });
  await api.postIn(author, moderator, 'been_removed', { title: 'Debian removed by its author' });
  await syncSearchIndex(ctx.database.db);
});

afterAll(async () => ctx.close());

describe('GET /api/search', () => {
  it('finds a Chinese word inside a longer compound, with the hit marked', async () => {
    const r = await find('芯片');
    expect(countOf(r, 'questions')).toBe(1);
    expect(countOf(r, 'news')).toBe(1);
    expect(r.total).toBe(2);
    const q = r.items.find((i) => i.kind === 'questions')!;
    expect(q.title).toBe('玄铁芯片开发板如何烧录固件');
    expect(q.titleHtml).toBe('玄铁<mark>芯片</mark>开发板如何烧录固件');
    expect(q.url).toBe(`/community/qa/detail?id=${q.id}`);
    // the body's markup is text: escaped, never HTML
    const body = await find('串口');
    expect(body.items[0]!.snippetHtml).toBe(
      '我的开发板无法启动，<mark>串口</mark>没有输出 a&lt;b &amp;&amp; &quot;c&quot;',
    );
  });

  it('finds English words of titles and bodies, any case, and joined technical words', async () => {
    const r = await find('DEBIAN');
    expect(r.items.map((i) => i.title)).toEqual(['Booting Debian on the VisionFive 2']);
    expect(r.items[0]!.titleHtml).toBe('Booting <mark>Debian</mark> on the VisionFive 2');
    expect((await find('riscv vector')).items.map((i) => i.title)).toEqual(['Vector kernels on C920']);
    // seeded events mention RISC-V too
    expect((await find('RISC-V')).items.map((i) => i.kind)).toContain('videos');
    expect((await find('roadmap')).items.map((i) => i.url)).toEqual([expect.stringMatching(/^\/new\/\d+$/)]);
  });

  it('finds a published product of the catalogues by its Chinese or English name, never an unpublished one', async () => {
    const { db } = ctx.database;
    const made = await db
      .insert(products)
      .values([
        {
          kind: 'hardware',
          category: 'board',
          code: 'lichee-x9',
          vendor: 'Sipeed',
          publishedAt: new Date(Date.now() - 1000),
        },
        { kind: 'hardware', category: 'board', code: 'secret-x9', vendor: 'Sipeed', publishedAt: null },
      ])
      .returning({ id: products.id });
    await db.insert(productI18n).values([
      { productId: made[0]!.id, locale: 'zh-CN', name: '香山九号开发板', summary: '四核', description: '' },
      {
        productId: made[0]!.id,
        locale: 'en-US',
        name: 'Lichee Pi Nine board',
        summary: 'quad core',
        description: '',
      },
      { productId: made[1]!.id, locale: 'zh-CN', name: '香山保密开发板', summary: '', description: '' },
    ]);
    await syncSearchIndex(ctx.database.db);
    for (const q of ['香山', 'Lichee']) {
      const r = await find(q, '&kind=products');
      expect(
        r.items.map((i) => i.url),
        q,
      ).toEqual(['/hardware/product/lichee-x9']);
    }
  });

  it('finds a published document by a word of its title or body, never a draft', async () => {
    const { db } = ctx.database;
    const shown = await createDocument(db, {
      series: 'search-doc',
      publishedAt: new Date(Date.now() - 1000),
      i18n: { 'zh-CN': { title: '启动流程说明', body: '先运行 OpenSBI 固件' } },
    });
    await createDocument(db, {
      series: 'search-doc-draft',
      publishedAt: null,
      i18n: { 'zh-CN': { title: '启动流程草稿', body: 'OpenSBI 草稿' } },
    });
    await syncSearchIndex(ctx.database.db);
    for (const q of ['启动流程', 'opensbi']) {
      expect(
        (await find(q, '&kind=documents')).items.map((i) => i.url),
        q,
      ).toEqual([`/community/document/${shown}`]);
    }
  });

  it('never shows drafts, private, held, deleted, removed or unpublished content', async () => {
    for (const word of ['隐藏', '删除', '未发布', 'private', 'waiting', 'removed', 'draft']) {
      expect((await find(word)).total, word).toBe(0);
    }
  });

  it('counts per kind add up to the total and match each tab', async () => {
    const all = await find('芯片');
    expect(all.counts.map((c) => c.kind)).toEqual([
      'questions',
      'posts',
      'videos',
      'news',
      'products',
      'documents',
      'courses',
      'events',
      'resources',
      'components',
      'vendors',
    ]);
    expect(all.counts.reduce((n, c) => n + c.count, 0)).toBe(all.total);
    for (const { kind, count } of all.counts) {
      const tab = await find('芯片', `&kind=${kind}`);
      expect(tab.total).toBe(count);
      expect(tab.items.every((i) => i.kind === kind)).toBe(true);
    }
    const paged = await find('芯片', '&pageSize=1&page=2');
    expect(paged.items).toHaveLength(1);
    expect(all.capped).toBe(false);
    expect((await find('芯片', '&kind=nothing')).total).toBe(0);
    // search.counts: the same numbers without the results
    const counts = await get(`/api/search/counts?q=${encodeURIComponent('芯片')}`);
    expect(counts.json().result).toEqual({
      total: all.total,
      counts: all.counts,
      tabs: expect.any(Array),
      capped: false,
    });
    expect((await get('/api/search/counts?q=a')).statusCode).toBe(422);
    expect((await get(`/api/search/counts?q=${encodeURIComponent("'&|!:*()")}`)).statusCode).toBe(200);
  });

  it('counts a keyword found in more items than the cap as a lower bound, and still ranks a page', async () => {
    const all = await find('芯片');
    expect(all.total).toBeGreaterThanOrEqual(2);
    const { db } = ctx.database;
    const capped = await search(db, { q: '芯片', page: 1, pageSize: 2 }, all.total - 1);
    expect(capped.capped).toBe(true);
    // the counted matches stop one past the cap
    expect(capped.total).toBe(all.total);
    expect(capped.rows).toHaveLength(2);
    const exact = await search(db, { q: '芯片', page: 1, pageSize: 2 }, all.total);
    expect(exact).toMatchObject({ capped: false, total: all.total });
  });

  it('answers 422 or an empty page to strange input, never 500', async () => {
    for (const q of ['a', ' ', '', 'x'.repeat(101)]) {
      expect((await get(`/api/search?q=${encodeURIComponent(q)}`)).statusCode, q).toBe(422);
    }
    expect((await get('/api/search')).statusCode).toBe(422);
    expect((await get('/api/search?q=chip&page=0')).statusCode).toBe(422);
    expect((await get('/api/search?q=chip&kind=%27%3B')).statusCode).toBe(422);
    for (const q of ["'&|!:*()", '"unbalanced', 'a\u0000b\u0007c', '%%%%', '😀😀', "x' & 'y:*A", '\\\\']) {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect([200, 422], `${q}: ${res.body}`).toContain(res.statusCode);
    }
    // syntax characters are only separators: both words are required, as typed
    expect((await find("chip' | '芯片")).items.map((i) => i.kind)).toEqual(['news']);
  });

  it('makes a newly published post findable, and drops it when withdrawn', async () => {
    const id = await api.postIn(author, moderator, 'audit', { title: '在荔枝派上运行 Fedora' });
    await syncSearchIndex(ctx.database.db);
    expect((await find('荔枝')).total).toBe(0);
    expect((await api.review(moderator, 'approve', 'post', id)).statusCode).toBe(200);
    await ctx.app.jobs.tick({ force: true });
    expect((await find('荔枝')).items.map((i) => i.id)).toEqual([id]);
    expect((await api.withdraw(author, id)).statusCode).toBe(200);
    await ctx.app.jobs.tick({ force: true });
    expect((await find('荔枝')).total).toBe(0);
  });

  it('reindexes an edited video title', async () => {
    await ctx.database.db
      .update(videos)
      .set({ name: 'Vector kernels on 平头哥 C920', updatedAt: new Date() })
      .where(eq(videos.name, 'Vector kernels on C920'));
    await syncSearchIndex(ctx.database.db);
    expect((await find('平头哥')).items.map((i) => i.kind)).toEqual(['videos']);
  });
});

describe('GET /api/search/suggest', () => {
  it('suggests titles by a prefix of the last word', async () => {
    const res = await get(`/api/search/suggest?q=${encodeURIComponent('booting deb')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.items).toEqual([
      {
        kind: 'posts',
        title: 'Booting Debian on the VisionFive 2',
        url: expect.stringContaining('/community/post/'),
      },
    ]);
    const zh = await get(`/api/search/suggest?q=${encodeURIComponent('芯片')}`);
    expect(zh.json().result.items.length).toBe(2);
    expect((await get('/api/search/suggest?q=x')).statusCode).toBe(422);
  });
});
