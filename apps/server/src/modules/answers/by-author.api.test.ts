import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../../db/schema';
import { createTestApp, signIn, type TestContext } from '../../test/harness';

// answers.listByAuthor (GET /api/community/answers?authorId=): the Answers tab of a user's
// profile page and of "my questions and answers".

let ctx: TestContext;
type Who = Awaited<ReturnType<typeof signIn>>;
let asker: Who;
let author: Who;
let other: Who;

beforeAll(async () => {
  ctx = await createTestApp();
  asker = await signIn(ctx);
  author = await signIn(ctx);
  other = await signIn(ctx);
});
afterAll(() => ctx.close());

async function ask(who: Who, title: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/community/questions',
    headers: who.headers,
    payload: {
      plate: 'darksteel-cpu',
      productKind: 'chip',
      productName: 'C910',
      title,
      description: 'Details in the body.',
      tags: ['c910'],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as string;
}

async function answer(who: Who, qid: string, body: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/community/questions/${qid}/answers`,
    headers: who.headers,
    payload: { body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as string;
}

const list = (query: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/community/answers?${query}`, headers });

interface Item {
  id: string;
  question: { id: string; kind: string; zone: string; title: string };
  excerpt: string;
  adopted: boolean;
  likes: number;
  status: string;
  createdAt: string;
}

describe('answers.listByAuthor', () => {
  let q1: string;
  let q2: string;
  let a1: string;
  let a2: string;
  let a3: string;

  beforeAll(async () => {
    q1 = await ask(asker, 'How fast is the C910 at 2 GHz?');
    q2 = await ask(asker, 'Which boards carry the C910?');
    a1 = await answer(author, q1, 'About **7.1** CoreMark/MHz, see [the sheet](https://example.com).');
    a2 = await answer(author, q2, 'The first board.');
    a3 = await answer(author, q1, 'A second thought.');
    await answer(other, q1, 'Not by the author.');
    // created_at decides the order: spread the three apart
    for (const [id, at] of [
      [a1, '2026-01-01T00:00:00Z'],
      [a2, '2026-01-02T00:00:00Z'],
      [a3, '2026-01-03T00:00:00Z'],
    ] as const)
      await ctx.database.db
        .update(answers)
        .set({ createdAt: new Date(at) })
        .where(eq(answers.id, id));
    const adopt = await ctx.app.inject({
      method: 'POST',
      url: `/api/community/answers/${a1}/adopt`,
      headers: asker.headers,
    });
    expect(adopt.statusCode).toBe(200);
    const like = await ctx.app.inject({
      method: 'POST',
      url: '/api/community/likes/toggle',
      headers: other.headers,
      payload: { targetType: 'answer', targetId: a1 },
    });
    expect(like.json().result).toEqual({ liked: true, likes: 1 });
  });

  it('lists to a visitor, newest first, paged, with the question, excerpt, adoption and likes', async () => {
    const first = await list(`authorId=${author.userId}&pageSize=2`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json().result as { items: Item[]; total: number; page: number; pageSize: number };
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items.map((i) => i.id)).toEqual([a3, a2]);
    const page2 = (await list(`authorId=${author.userId}&pageSize=2&page=2`)).json().result as {
      items: Item[];
    };
    expect(page2.items.map((i) => i.id)).toEqual([a1]);
    expect(page2.items[0]).toEqual({
      id: a1,
      question: { id: q1, kind: 'question', zone: 'general', title: 'How fast is the C910 at 2 GHz?' },
      excerpt: 'About 7.1 CoreMark/MHz, see the sheet.',
      adopted: true,
      likes: 1,
      status: 'published',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(page1.items.every((i) => !i.adopted && i.likes === 0)).toBe(true);
    // beyond the last page: empty, total kept
    const beyond = (await list(`authorId=${author.userId}&pageSize=2&page=3`)).json().result;
    expect(beyond).toMatchObject({ items: [], total: 3 });
  });

  it('sends public fields only (no body, no author account data)', async () => {
    const res = (await list(`authorId=${author.userId}`)).json().result as { items: Item[] };
    for (const item of res.items) {
      expect(Object.keys(item).sort()).toEqual(
        ['adopted', 'createdAt', 'excerpt', 'id', 'likes', 'question', 'status'].sort(),
      );
      expect(Object.keys(item.question).sort()).toEqual(['id', 'kind', 'title', 'zone']);
    }
    expect(JSON.stringify(res)).not.toMatch(/email|mobile|password|authorId/i);
  });

  it('leaves out deleted answers and answers of deleted questions', async () => {
    const q = await ask(asker, 'A question that will be deleted');
    const gone = await answer(author, q, 'On a question that goes away.');
    const dropped = await answer(author, q1, 'An answer that goes away.');
    const before = (await list(`authorId=${author.userId}&pageSize=100`)).json().result.total as number;
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/community/answers/${dropped}`,
          headers: author.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/community/questions/${q}`,
          headers: asker.headers,
        })
      ).statusCode,
    ).toBe(200);
    const after = (await list(`authorId=${author.userId}&pageSize=100`)).json().result as {
      items: Item[];
      total: number;
    };
    expect(after.total).toBe(before - 2);
    expect(after.items.map((i) => i.id)).not.toContain(gone);
    expect(after.items.map((i) => i.id)).not.toContain(dropped);
  });

  it('lists a held answer to its author only', async () => {
    const held = await answer(author, q2, 'Waiting for review.');
    await ctx.database.db.update(answers).set({ status: 'held' }).where(eq(answers.id, held));
    const ids = async (headers?: Record<string, string>) =>
      ((await list(`authorId=${author.userId}&pageSize=100`, headers)).json().result.items as Item[]).map(
        (i) => [i.id, i.status],
      );
    expect(await ids(author.headers)).toContainEqual([held, 'held']);
    expect((await ids()).map(([id]) => id)).not.toContain(held);
    expect((await ids(other.headers)).map(([id]) => id)).not.toContain(held);
  });

  it('is empty for a user without answers', async () => {
    const res = await list(`authorId=${other.userId}&page=2`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ total: 1, page: 2, items: [] });
    const none = await list(`authorId=${asker.userId}`);
    expect(none.json().result).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it('bad input → 422 naming the field', async () => {
    const field = async (query: string) => {
      const res = await list(query);
      expect(res.statusCode).toBe(422);
      return (res.json().result.fields as { field: string }[]).map((f) => f.field);
    };
    expect(await field('')).toEqual(['authorId']);
    expect(await field('authorId=not-a-uuid')).toEqual(['authorId']);
    expect(await field(`authorId=${author.userId}&pageSize=101`)).toEqual(['pageSize']);
    expect(await field(`authorId=${author.userId}&page=0`)).toEqual(['page']);
  });

  it('is documented as answers.listByAuthor', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(doc.paths['/api/community/answers']?.get?.operationId).toBe('answers.listByAuthor');
  });
});
