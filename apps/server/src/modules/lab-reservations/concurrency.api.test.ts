import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labReservations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/harness';
import { grantedUser, makeBoard, slotAt } from './test-fixtures';

// Issue 6: double-booking is impossible, even when many users ask for one slot at the same moment.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => ctx.close());

const USERS = 50;

async function race(body: (i: number) => object) {
  const people = await Promise.all(Array.from({ length: USERS }, () => grantedUser(ctx)));
  const answers = await Promise.all(
    people.map((p, i) =>
      ctx.app.inject({ method: 'POST', url: '/api/lab/reservations', headers: p.headers, payload: body(i) }),
    ),
  );
  return { people, answers, ok: answers.filter((a) => a.statusCode === 200) };
}

describe('50 concurrent requests for overlapping slots', () => {
  it('on one device: exactly one reservation, 49 clear refusals', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db);
    // every request overlaps every other: all of them cover step 4
    const { answers, ok } = await race((i) => ({ deviceId: deviceIds[0], ...slotAt(3 + (i % 2), 2) }));
    expect(ok).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(USERS - 1);
    for (const a of refused) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toBe('This time slot is already reserved, please choose another');
    }
    const rows = await ctx.database.db
      .select()
      .from(labReservations)
      .where(
        and(
          eq(labReservations.deviceId, deviceIds[0]!),
          inArray(labReservations.status, ['reserving', 'successful']),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(ok[0]!.json().result.id);
  });

  it('by board model with 2 devices: exactly two reservations, one per device', async () => {
    const { boardId, deviceIds } = await makeBoard(ctx.database.db, { devices: 2 });
    const { answers, ok } = await race(() => ({ boardModelId: boardId, ...slotAt(3, 2) }));
    expect(ok).toHaveLength(2);
    expect(ok.map((a) => a.json().result.device.id).sort()).toEqual([...deviceIds].sort());
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(USERS - 2);
    for (const a of refused) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toBe('No device of this board is free in that slot');
    }
  });
});
