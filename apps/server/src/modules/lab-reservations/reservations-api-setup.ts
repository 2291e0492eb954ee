import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { labReservations } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/harness';

// Shared setup of the lab reservation API tests (reservations-*.api.test.ts).

export let ctx: TestContext;

export type Headers = Record<string, string>;

export const reserve = (headers: Headers, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/lab/reservations', headers, payload: body });

export const act = (headers: Headers, id: string, verb: 'cancel' | 'release' | 'enter') =>
  ctx.app.inject({ method: 'POST', url: `/api/lab/reservations/${id}/${verb}`, headers });

export const get = (headers: Headers, url: string) => ctx.app.inject({ method: 'GET', url, headers });

export const endAsAdmin = (headers: Headers, id: string, reason: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/lab/reservations/${id}/end`,
    headers,
    payload: { reason },
  });

/** Moves a reservation's slot (tests only: the API never books the past). */
export const moveSlot = (id: string, startsAt: Date, endsAt: Date) =>
  ctx.database.db.update(labReservations).set({ startsAt, endsAt }).where(eq(labReservations.id, id));

export const withoutXsrf = (headers: Headers) =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'x-xsrf-token'));

export const minutes = (m: number) => new Date(Date.now() + m * 60_000);

/** The app of these tests and its users, made once per test file. */
export function useReservationsApp() {
  beforeAll(async () => {
    // a small weekly quota so it can be reached with two live slots (active quota stays 2)
    ctx = await createTestApp({ env: { LAB_MAX_HOURS_PER_WEEK: '6', RATE_LIMIT_PER_MINUTE: '100000' } });
  });
  afterAll(() => ctx.close());
}
