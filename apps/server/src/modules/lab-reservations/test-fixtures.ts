// Test support for the lab reservation API tests (not imported by the app).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  labBoardModels,
  labCompanies,
  labCpuModels,
  labDevices,
  labPermissionApplications,
  labSocModels,
  users,
} from '../../db/schema';
import { signIn, type TestContext } from '../../test/harness';
import { DAY_MS, floorToStep, HOUR_MS, STEP_MS, weekStartOf } from './slot';

const uniq = () => crypto.randomBytes(4).toString('hex');

/** A company → CPU → SoC → board model with `devices` devices (all online unless told). */
export async function makeBoard(
  db: Db,
  opts: { devices?: number; state?: string; availableUntil?: Date } = {},
): Promise<{ boardId: number; deviceIds: number[] }> {
  const n = uniq();
  const [company] = await db
    .insert(labCompanies)
    .values({ name: `公司${n}`, nameEn: `Company ${n}` })
    .returning();
  const [cpu] = await db
    .insert(labCpuModels)
    .values({ companyId: company!.id, name: `C${n}`, isa: 'RV64GC' })
    .returning();
  const [soc] = await db
    .insert(labSocModels)
    .values({ companyId: company!.id, cpuModelId: cpu!.id, name: `S${n}` })
    .returning();
  const [board] = await db
    .insert(labBoardModels)
    .values({
      companyId: company!.id,
      socModelId: soc!.id,
      name: `B${n}`,
      availableUntil: opts.availableUntil,
    })
    .returning();
  const devices = await db
    .insert(labDevices)
    .values(
      Array.from({ length: opts.devices ?? 1 }, (_, i) => ({
        boardModelId: board!.id,
        name: `D${n}-${i}`,
        state: opts.state ?? 'online',
      })),
    )
    .returning({ id: labDevices.id });
  return { boardId: board!.id, deviceIds: devices.map((d) => d.id) };
}

/** Files an application of `kind` in `state` (the newest one decides). */
export async function grant(db: Db, userId: string, state = 'granted', kind = 'evaluation') {
  await db.insert(labPermissionApplications).values({
    userId,
    kind,
    state,
    realName: '测试',
    mobile: '13800000000',
    company: '测试公司',
    salesName: '销售',
    hasReferrer: false,
    purpose: 'test',
  });
}

/** A signed-in user with an evaluation grant, answering in English; optional contact. */
export async function grantedUser(ctx: TestContext, contact: { email?: string; mobile?: string } = {}) {
  const who = await signIn(ctx);
  await grant(ctx.database.db, who.userId);
  if (contact.email || contact.mobile)
    await ctx.database.db.update(users).set(contact).where(eq(users.id, who.userId));
  return { ...who, headers: en(who.headers) };
}

export const en = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'en-US' });

/** ISO time `steps` 30-minute steps from the start of the current step. */
export const step = (steps: number, from = Date.now()) =>
  new Date(floorToStep(from) + steps * STEP_MS).toISOString();

/** A slot of `length` steps starting `steps` steps from now. */
export const slotAt = (steps: number, length = 2) => ({
  startsAt: step(steps),
  endsAt: step(steps + length),
});

export const uniqueEmail = () => `lab${uniq()}@example.com`;

/** Next week's Tuesday 08:00 UTC plus `hours`: always in the future, inside the horizon, one calendar week. */
export const nextTuesday = (hours: number) =>
  new Date(weekStartOf(Date.now()) + 8 * DAY_MS + (8 + hours) * HOUR_MS).toISOString();
