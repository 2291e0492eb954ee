import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  labBoardModels,
  labCompanies,
  labCpuModels,
  labDevices,
  labReservations,
  labSocModels,
} from '../../db/schema';
import * as seed from '../../db/seed/data/lab';
import { createTestApp, signIn, type TestContext } from '../../test/harness';

// Shared setup of the lab board catalogue API tests (lab-boards-*.api.test.ts): the seeded
// inventory plus boards of the test's own, and reads of the catalogue.

export let ctx: TestContext;

export const HOUR = 3600_000;

export const DAY = 24 * HOUR;

/** a whole hour about two days ahead: inside the horizon, on a slot boundary */
export const T = Math.ceil((Date.now() + 2 * DAY) / HOUR) * HOUR;

export const iso = (ms: number) => new Date(ms).toISOString();

export let owner: Awaited<ReturnType<typeof signIn>>;

/** my own boards: Zeta (one online device, booked at [T, T+2h)), Ending (availableUntil one day before T) */
export const mine = { zeta: 0, zetaOnline: 0, zetaOffline: 0, ending: 0, qemuBoard: 0, qemuDevice: 0 };

export interface Card {
  id: number;
  name: string;
  company: { id: number; name: string };
  cpu: { id: number; name: string; isa: string };
  soc: { id: number; name: string };
  availableDevices: number;
  unconnectedDevices: number;
  totalDevices: number;
  scheduleFrom: string;
  scheduleTo: string;
  endDate: string | null;
  collected: boolean;
}

export const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

export async function cards(query: string, headers: Record<string, string> = {}) {
  const res = await get(`/api/lab/boards?pageSize=100&${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.items as Card[];
}

export const names = async (query: string) => (await cards(query)).map((c) => c.name);

export const seededNames = (pred: (b: seed.SeedLabBoard) => boolean) =>
  seed.labBoards
    .filter(pred)
    .map((b) => b.name)
    .sort();

export const sortedNames = (list: string[]) => [...list].sort();

export async function facets(headers: Record<string, string> = {}) {
  return (await get('/api/lab/facets', headers)).json().result as {
    industries: string[];
    fields: string[];
    osTypes: string[];
    microservices: string[];
    companies: { id: number; name: string }[];
    cpus: { id: number; name: string }[];
    socs: { id: number; name: string }[];
    boards: { id: number; name: string }[];
  };
}

export const idOf = (list: { id: number; name: string }[], name: string) =>
  list.find((x) => x.name === name)!.id;

/** The app of these tests and its users, made once per test file. */
export function useLabBoardsApp() {
  beforeAll(async () => {
    ctx = await createTestApp({ seed: true });
    const db = ctx.database.db;
    owner = await signIn(ctx);
    const [company] = await db
      .insert(labCompanies)
      .values({ name: '测试公司', nameEn: 'Test Co' })
      .returning({ id: labCompanies.id });
    const [cpu] = await db
      .insert(labCpuModels)
      .values({ companyId: company!.id, name: 'Test Core', isa: 'RV64GC' })
      .returning({ id: labCpuModels.id });
    const [soc] = await db
      .insert(labSocModels)
      .values({ companyId: company!.id, cpuModelId: cpu!.id, name: 'Test SoC' })
      .returning({ id: labSocModels.id });
    const [zeta, ending] = await db
      .insert(labBoardModels)
      .values([
        { companyId: company!.id, socModelId: soc!.id, name: 'Zeta Test Board', industries: ['testing'] },
        {
          companyId: company!.id,
          socModelId: soc!.id,
          name: 'Zeta Ending Board',
          industries: ['testing'],
          availableUntil: new Date(T - DAY),
        },
      ])
      .returning({ id: labBoardModels.id });
    mine.zeta = zeta!.id;
    mine.ending = ending!.id;
    const [on, off] = await db
      .insert(labDevices)
      .values([
        { boardModelId: zeta!.id, name: 'zeta-01', state: 'online' },
        { boardModelId: zeta!.id, name: 'zeta-02', state: 'offline', driver: 'serial' },
        { boardModelId: ending!.id, name: 'ending-01', state: 'online' },
      ])
      .returning({ id: labDevices.id });
    mine.zetaOnline = on!.id;
    mine.zetaOffline = off!.id;
    const [qemu] = await db
      .select({ id: labBoardModels.id })
      .from(labBoardModels)
      .where(eq(labBoardModels.name, 'QEMU virt RV64 (emulated)'));
    mine.qemuBoard = qemu!.id;
    // the demo's QEMU devices come online when a lab agent serves them; here one stands in for it
    await db.update(labDevices).set({ state: 'online' }).where(like(labDevices.name, 'qemu-virt-%'));
    const [qd] = await db
      .select({ id: labDevices.id })
      .from(labDevices)
      .where(eq(labDevices.name, 'qemu-virt-01'));
    mine.qemuDevice = qd!.id;

    const r = (deviceId: number, boardModelId: number, startsAt: number, endsAt: number, status: string) => ({
      userId: owner.userId,
      deviceId,
      boardModelId,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      status,
    });
    const now = Date.now();
    await db.insert(labReservations).values([
      // Zeta's only online device is booked at [T, T+2h)
      r(on!.id, zeta!.id, T, T + 2 * HOUR, 'reserving'),
      // a cancelled booking later does not hold the device
      r(on!.id, zeta!.id, T + 4 * HOUR, T + 6 * HOUR, 'cancelled'),
      // one QEMU device is running a slot now; another was released earlier today
      r(qd!.id, qemu!.id, now - HOUR, now + HOUR, 'successful'),
      r(qd!.id, qemu!.id, now - 3 * HOUR, now - 2 * HOUR, 'released'),
      // far beyond the booking horizon (not in the busy list)
      r(qd!.id, qemu!.id, now + 30 * DAY, now + 30 * DAY + HOUR, 'reserving'),
    ]);
  });
  afterAll(() => ctx.close());
}
