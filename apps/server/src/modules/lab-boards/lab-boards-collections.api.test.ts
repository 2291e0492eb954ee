import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labCollections } from '../../db/schema';
import { signIn, visitorHeaders } from '../../test/harness';
import { useLabBoardsApp, ctx, mine, get, cards } from './lab-boards-api-setup';

// The lab board catalogue: collecting boards.

useLabBoardsApp();

describe('collections', () => {
  const collect = (id: number, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/lab/boards/${id}/collect`, headers, payload });

  it('refuses a visitor (401) on collect, on collected=1 and on my collection', async () => {
    const res = await collect(mine.zeta, visitorHeaders(), {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(-101014);
    expect((await get('/api/lab/boards?collected=1')).statusCode).toBe(401);
    expect((await get('/api/lab/collections')).statusCode).toBe(401);
    // collected=0 is no filter at all and stays public
    expect((await get('/api/lab/boards?collected=0')).statusCode).toBe(200);
  });

  it('refuses a collect without the anti-forgery header', async () => {
    const user = await signIn(ctx);
    const res = await collect(mine.zeta, { cookie: user.headers.cookie }, {});
    expect(res.statusCode).toBe(403);
    const rows = await ctx.database.db
      .select()
      .from(labCollections)
      .where(eq(labCollections.userId, user.userId));
    expect(rows).toEqual([]);
  });

  it('toggles both ways, per user, and lists my collection', async () => {
    const a = await signIn(ctx);
    const b = await signIn(ctx);
    expect((await collect(mine.zeta, a.headers, {})).json().result).toEqual({ collected: true });
    expect((await collect(mine.qemuBoard, a.headers)).json().result).toEqual({ collected: true });

    const forA = new Map((await cards('', a.headers)).map((c) => [c.id, c.collected]));
    expect(forA.get(mine.zeta)).toBe(true);
    expect(forA.get(mine.ending)).toBe(false);
    expect((await cards('', b.headers)).every((c) => !c.collected)).toBe(true);
    expect((await cards('')).every((c) => !c.collected)).toBe(true);
    expect((await get(`/api/lab/boards/${mine.zeta}`, a.headers)).json().result.collected).toBe(true);
    expect((await get(`/api/lab/boards/${mine.zeta}`, b.headers)).json().result.collected).toBe(false);

    expect((await cards('collected=1', a.headers)).map((c) => c.name)).toEqual([
      'QEMU virt RV64 (emulated)',
      'Zeta Test Board',
    ]);
    expect(await cards('collected=1&industry=testing', a.headers)).toHaveLength(1);
    expect(await cards('collected=1', b.headers)).toEqual([]);
    const mineList = (await get('/api/lab/collections?pageSize=1', a.headers)).json().result;
    expect(mineList).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(mineList.items[0]).toMatchObject({ name: 'QEMU virt RV64 (emulated)', collected: true });

    expect((await collect(mine.zeta, a.headers, {})).json().result).toEqual({ collected: false });
    expect((await cards('collected=1', a.headers)).map((c) => c.name)).toEqual(['QEMU virt RV64 (emulated)']);
    // an explicit state is idempotent
    expect((await collect(mine.zeta, a.headers, { collected: false })).json().result).toEqual({
      collected: false,
    });
    expect((await collect(mine.qemuBoard, a.headers, { collected: true })).json().result).toEqual({
      collected: true,
    });
    expect((await get('/api/lab/collections', a.headers)).json().result.total).toBe(1);
  });

  it('stays exact under concurrent clicks', async () => {
    const user = await signIn(ctx);
    const db = ctx.database.db;
    const rowsOf = () => db.select().from(labCollections).where(eq(labCollections.userId, user.userId));
    const sets = await Promise.all(
      Array.from({ length: 10 }, () => collect(mine.zeta, user.headers, { collected: true })),
    );
    expect(sets.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(sets.every((r) => r.json().result.collected === true)).toBe(true);
    expect(await rowsOf()).toHaveLength(1);

    const flips = await Promise.all(Array.from({ length: 10 }, () => collect(mine.zeta, user.headers, {})));
    expect(flips.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    // whatever the interleaving: at most one row, and the last answer matches what is stored
    const stored = await rowsOf();
    expect(stored.length).toBeLessThanOrEqual(1);
    const again = (await collect(mine.zeta, user.headers, {})).json().result.collected;
    expect(again).toBe(stored.length === 0);
  });

  it('answers 404 when collecting a missing board', async () => {
    const user = await signIn(ctx);
    for (const payload of [{}, { collected: true }, { collected: false }]) {
      const res = await collect(999999, user.headers, payload);
      expect(res.statusCode).toBe(404);
    }
    const bad = await collect(mine.zeta, user.headers, { collected: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().result.fields[0].field).toBe('collected');
  });
});
