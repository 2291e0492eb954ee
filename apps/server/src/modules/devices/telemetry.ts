import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  checkValues,
  Code,
  COMMAND_TTL_MINUTES,
  commandOf,
  DEVICE_ONLINE_MINUTES,
  type commandBody,
  type DataModel,
  type deviceCommand,
  type MessageKey,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { deviceCommands, deviceEvents, deviceLicences, deviceProducts } from '../../db/schema';
import { writeAudit, type AuditSource } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import type { LicenceRow } from './products';
import { sees, type ProductRow, type Scope } from './scope';

// A device's history (online, offline, firmware changes, command outcomes), commands sent from
// the console through the device API, and the properties a device reports (the IoT view).

export type CommandRow = typeof deviceCommands.$inferSelect;
export type Say = (key: MessageKey, params?: Record<string, string>) => string;

const ONLINE_MS = DEVICE_ONLINE_MINUTES * 60_000;
export const isOnlineAt = (lastSeenAt: Date | null, now = Date.now()) =>
  !!lastSeenAt && now - lastSeenAt.getTime() < ONLINE_MS;

/**
 * Every device API call passes here: the device is seen now. A device not seen within the online
 * window comes online (and, when it had been seen before, went offline when that window ended);
 * a reported version other than the known one is a firmware change.
 */
export async function touchDevice(db: Db, licence: LicenceRow, currentVersion?: string): Promise<void> {
  const events: { licenceId: string; kind: string; detail: object; createdAt?: Date }[] = [];
  if (!isOnlineAt(licence.lastSeenAt)) {
    if (licence.lastSeenAt)
      events.push({
        licenceId: licence.id,
        kind: 'offline',
        detail: {},
        createdAt: new Date(licence.lastSeenAt.getTime() + ONLINE_MS),
      });
    events.push({ licenceId: licence.id, kind: 'online', detail: {} });
  }
  const changed = !!currentVersion && currentVersion !== licence.firmwareVersion;
  if (changed)
    events.push({
      licenceId: licence.id,
      kind: 'firmware',
      detail: { from: licence.firmwareVersion, to: currentVersion },
    });
  await db
    .update(deviceLicences)
    .set({ lastSeenAt: sql`now()`, ...(changed ? { firmwareVersion: currentVersion } : {}) })
    .where(eq(deviceLicences.id, licence.id));
  if (events.length) await db.insert(deviceEvents).values(events);
}

/** A device (licence) the scope sees, with its product; else 404. */
export async function visibleDevice(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select({ licence: deviceLicences, product: deviceProducts })
    .from(deviceLicences)
    .innerJoin(deviceProducts, eq(deviceProducts.id, deviceLicences.productId))
    .where(eq(deviceLicences.id, id))
    .limit(1);
  if (!row || !sees(scope, row.product)) throw notFound();
  return row;
}

export const deviceHistory = (db: Db, licenceId: string, limit: number) =>
  db
    .select()
    .from(deviceEvents)
    .where(eq(deviceEvents.licenceId, licenceId))
    .orderBy(desc(deviceEvents.createdAt), desc(deviceEvents.id))
    .limit(limit);

const invalid = (say: Say, field: string, key: MessageKey, params: Record<string, string>) =>
  new AppError(422, Code.VALIDATION_FAILED, key, params, [{ field, message: say(key, params) }]);

/** Refuses values the data model does not declare or types differently (422 naming the value). */
export function checkAgainst(
  say: Say,
  prefix: string,
  declared: { id: string; type: DataModel['properties'][number]['type'] }[],
  values: Record<string, unknown>,
  all: boolean,
) {
  const bad = checkValues(declared, values, all);
  if (!bad) return;
  const type = declared.find((d) => d.id === bad.name)?.type ?? '';
  const key = {
    unknown: 'deviceValueUnknown',
    type: 'deviceValueType',
    missing: 'deviceValueMissing',
  } as const;
  throw invalid(say, `${prefix}.${bad.name}`, key[bad.problem], { name: bad.name, type });
}

/**
 * devices.command: a command the product's data model declares, with every parameter of its
 * declared type, to an online device whose licence stands. The device fetches it through the
 * device API and answers with its result.
 */
export async function sendCommand(
  db: Db,
  src: AuditSource,
  say: Say,
  device: { licence: LicenceRow; product: ProductRow },
  body: z.infer<typeof commandBody>,
): Promise<CommandRow> {
  const command = commandOf(device.product.dataModel as DataModel, body.commandId);
  if (!command) throw invalid(say, 'commandId', 'deviceCommandUnknown', { command: body.commandId });
  checkAgainst(say, 'params', command.params, body.params, true);
  if (device.licence.revokedAt) throw new AppError(409, Code.CONFLICT, 'deviceLicenceRevokedConsole');
  if (!isOnlineAt(device.licence.lastSeenAt)) throw new AppError(409, Code.CONFLICT, 'deviceOffline');
  const [row] = await db
    .insert(deviceCommands)
    .values({
      licenceId: device.licence.id,
      commandId: body.commandId,
      params: body.params,
      createdBy: src.user?.id ?? null,
    })
    .returning();
  await writeAudit(db, src, {
    resource: 'deviceCommands',
    recordId: row!.id,
    action: 'create',
    after: { device: device.licence.deviceName, commandId: body.commandId, params: body.params },
  });
  return row!;
}

export const listCommands = (db: Db, licenceId: string) =>
  db
    .select()
    .from(deviceCommands)
    .where(eq(deviceCommands.licenceId, licenceId))
    .orderBy(desc(deviceCommands.createdAt))
    .limit(20);

/** The device API's poll: commands older than the TTL fail as expired; the rest are delivered. */
export async function pollCommands(db: Db, licence: LicenceRow) {
  await touchDevice(db, licence);
  await db
    .update(deviceCommands)
    .set({ state: 'failed', result: { error: 'expired' }, completedAt: sql`now()` })
    .where(
      and(
        eq(deviceCommands.licenceId, licence.id),
        eq(deviceCommands.state, 'pending'),
        lt(deviceCommands.createdAt, sql`now() - make_interval(mins => ${COMMAND_TTL_MINUTES})`),
      ),
    );
  const rows = await db
    .update(deviceCommands)
    .set({ state: 'delivered', deliveredAt: sql`now()` })
    .where(and(eq(deviceCommands.licenceId, licence.id), eq(deviceCommands.state, 'pending')))
    .returning();
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((r) => ({ id: r.id, commandId: r.commandId, params: r.params as Record<string, unknown> }));
}

/** The device's answer to a delivered command (once: a second answer is 404). */
export async function commandResult(
  db: Db,
  licence: LicenceRow,
  body: { commandId: string; ok: boolean; result: Record<string, unknown> },
): Promise<void> {
  await touchDevice(db, licence);
  const state = body.ok ? 'succeeded' : 'failed';
  const [row] = await db
    .update(deviceCommands)
    .set({ state, result: body.result, completedAt: sql`now()` })
    .where(
      and(
        eq(deviceCommands.id, body.commandId),
        eq(deviceCommands.licenceId, licence.id),
        eq(deviceCommands.state, 'delivered'),
      ),
    )
    .returning();
  if (!row) throw new AppError(404, Code.NOT_FOUND, 'deviceCommandNotFound');
  await db
    .insert(deviceEvents)
    .values({ licenceId: licence.id, kind: 'command', detail: { commandId: row.commandId, state } });
}

/** The device reports properties: each declared in the product's data model, of its type. */
export async function reportProperties(
  db: Db,
  say: Say,
  licence: LicenceRow,
  product: ProductRow,
  properties: Record<string, unknown>,
): Promise<void> {
  checkAgainst(say, 'properties', (product.dataModel as DataModel).properties, properties, false);
  await touchDevice(db, licence);
  await db
    .update(deviceLicences)
    .set({
      properties: sql`${deviceLicences.properties} || ${JSON.stringify(properties)}::jsonb`,
      propertiesAt: sql`now()`,
    })
    .where(eq(deviceLicences.id, licence.id));
}

export const presentCommand = (row: CommandRow): z.infer<typeof deviceCommand> => ({
  id: row.id,
  commandId: row.commandId,
  params: row.params as Record<string, unknown>,
  state: row.state as z.infer<typeof deviceCommand>['state'],
  result: (row.result as Record<string, unknown> | null) ?? null,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});
