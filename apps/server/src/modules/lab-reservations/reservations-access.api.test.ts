import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { labReservations } from '../../db/schema';
import { signIn, visitorHeaders } from '../../test/harness';
import { en, grant, grantedUser, makeBoard, slotAt, step } from './test-fixtures';
import {
  useReservationsApp,
  ctx,
  reserve,
  act,
  get,
  endAsAdmin,
  withoutXsrf,
} from './reservations-api-setup';

// Lab reservations: who may do what, and the OpenAPI entries.

useReservationsApp();

describe('who may do what', () => {
  it('hides my reservation from another user (404) and refuses visitors (401)', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db);
    const me = await grantedUser(ctx);
    const r = (await reserve(me.headers, { deviceId: deviceIds[0], ...slotAt(2) })).json().result;
    const other = await grantedUser(ctx);
    expect((await get(other.headers, `/api/lab/reservations/${r.id}`)).statusCode).toBe(404);
    for (const verb of ['cancel', 'release', 'enter'] as const)
      expect((await act(other.headers, r.id, verb)).statusCode).toBe(404);
    expect((await get(other.headers, '/api/lab/reservations')).json().result.total).toBe(0);
    expect((await get(other.headers, '/api/lab/devices/mine')).json().result).toEqual([]);
    const [row] = await ctx.database.db.select().from(labReservations).where(eq(labReservations.id, r.id));
    expect(row!.status).toBe('reserving');

    const visitor = visitorHeaders();
    for (const url of [
      '/api/lab/reservations',
      `/api/lab/reservations/${r.id}`,
      '/api/lab/devices/mine',
      '/api/admin/lab/reservations',
    ])
      expect((await get(visitor, url)).statusCode, url).toBe(401);
    expect((await reserve(visitor, { deviceId: deviceIds[0], ...slotAt(6) })).statusCode).toBe(401);
    for (const verb of ['cancel', 'release', 'enter'] as const)
      expect((await act(visitor, r.id, verb)).statusCode).toBe(401);
    expect((await endAsAdmin(visitor, r.id, 'x')).statusCode).toBe(401);
  });

  it('refuses every state change without the XSRF header (403)', async () => {
    const { deviceIds } = await makeBoard(ctx.database.db);
    const me = await grantedUser(ctx);
    const r = (await reserve(me.headers, { deviceId: deviceIds[0], ...slotAt(2) })).json().result;
    const admin = await signIn(ctx, { roles: ['admin'] });
    const noXsrf = withoutXsrf(me.headers);
    const adminNoXsrf = withoutXsrf(admin.headers);
    expect((await reserve(noXsrf, { deviceId: deviceIds[0], ...slotAt(6) })).statusCode).toBe(403);
    for (const verb of ['cancel', 'release', 'enter'] as const)
      expect((await act(noXsrf, r.id, verb)).statusCode).toBe(403);
    expect((await endAsAdmin(adminNoXsrf, r.id, 'x')).statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(labReservations).where(eq(labReservations.id, r.id));
    expect(row!.status).toBe('reserving');
  });

  it('refuses every lab action without a grant (none, pending, failed, other kind)', async () => {
    const { boardId, deviceIds } = await makeBoard(ctx.database.db);
    const states = [null, 'pending', 'failed', 'granted-then-failed'] as const;
    for (const [i, state] of states.entries()) {
      const who = await signIn(ctx);
      if (state === 'granted-then-failed') {
        await grant(ctx.database.db, who.userId, 'granted');
        await new Promise((r) => setTimeout(r, 5));
        await grant(ctx.database.db, who.userId, 'failed');
      } else if (state) await grant(ctx.database.db, who.userId, state);
      const headers = en(who.headers);
      const res = await reserve(headers, { deviceId: deviceIds[0], ...slotAt(2) });
      expect(res.statusCode, String(state)).toBe(403);
      expect(res.json().message).toBe('Failed to obtain permission');

      // a reservation kept from before (e.g. the grant was withdrawn) cannot be acted on either
      const [kept] = await ctx.database.db
        .insert(labReservations)
        .values({
          userId: who.userId,
          deviceId: deviceIds[0]!,
          boardModelId: boardId,
          startsAt: new Date(step(20 + i)),
          endsAt: new Date(step(21 + i)),
        })
        .returning();
      for (const verb of ['cancel', 'release', 'enter'] as const) {
        const a = await act(headers, kept!.id, verb);
        expect(a.statusCode, `${state} ${verb}`).toBe(403);
        expect(a.json().message).toBe('Failed to obtain permission');
      }
    }
    // an evaluation grant does not admit test microservices
    const evalOnly = await grantedUser(ctx);
    const micro = await reserve(evalOnly.headers, {
      deviceId: deviceIds[0],
      kind: 'microservice',
      ...slotAt(2),
    });
    expect(micro.statusCode).toBe(403);
    expect(micro.json().message).toBe('Failed to obtain permission');
  });
});

describe('API description', () => {
  it('documents every reservation operation in OpenAPI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>).flatMap(
      (ops) => Object.values(ops).map((o) => o.operationId),
    );
    expect(ids).toEqual(
      expect.arrayContaining([
        'labReservations.create',
        'labReservations.list',
        'labReservations.get',
        'labReservations.cancel',
        'labReservations.release',
        'labReservations.enter',
        'labReservations.adminList',
        'labReservations.end',
        'labDevices.mine',
      ]),
    );
  });
});
