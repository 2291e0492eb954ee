import { and, arrayOverlaps, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CompleteLocale } from '@occ/shared';
import type { Db } from '../../db/client';
import {
  labBoardModels,
  labCollections,
  labCompanies,
  labCpuModels,
  labDevices,
  labReservations,
  labSocModels,
} from '../../db/schema';
import { outer } from '../../db/sql';
import { idNotExist } from '../../platform/errors';

/** Reservations that hold their device: booked (reserving) or running (successful). */
const live = sql`${labReservations.status} in ('reserving', 'successful')`;
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export interface BoardFilters {
  industry: string[];
  field: string[];
  /** board, SoC or CPU company: a chip vendor's filter also finds the boards built on its chips */
  company: number[];
  cpu: number[];
  soc: number[];
  board: number[];
  os: string[];
  microservice: string[];
  /** [from, to): at least one online device is free for the whole window */
  from?: Date;
  to?: Date;
  /** only boards this user collected */
  collectedBy?: string;
}

function whereOf(f: BoardFilters): SQL | undefined {
  const b = labBoardModels;
  const conds: (SQL | undefined)[] = [];
  // several values of one filter: any of them (array overlap); different filters: all of them
  if (f.industry.length) conds.push(arrayOverlaps(b.industries, f.industry));
  if (f.field.length) conds.push(arrayOverlaps(b.fields, f.field));
  if (f.os.length) conds.push(arrayOverlaps(b.osTypes, f.os));
  if (f.microservice.length) conds.push(arrayOverlaps(b.microservices, f.microservice));
  if (f.company.length)
    conds.push(
      or(
        inArray(b.companyId, f.company),
        inArray(labSocModels.companyId, f.company),
        inArray(labCpuModels.companyId, f.company),
      ),
    );
  if (f.cpu.length) conds.push(inArray(labSocModels.cpuModelId, f.cpu));
  if (f.soc.length) conds.push(inArray(b.socModelId, f.soc));
  if (f.board.length) conds.push(inArray(b.id, f.board));
  if (f.from && f.to) {
    const { from, to } = f;
    conds.push(sql`(${b.availableUntil} is null or ${b.availableUntil} >= ${ts(to)})`);
    // walks lab_devices_board_idx, then lab_reservations_device_idx per online device
    conds.push(sql`exists (
      select 1 from ${labDevices}
      where ${labDevices.boardModelId} = ${b.id} and ${labDevices.state} = 'online'
        and not exists (
          select 1 from ${labReservations}
          where ${labReservations.deviceId} = ${labDevices.id} and ${live}
            and ${labReservations.startsAt} < ${ts(to)} and ${labReservations.endsAt} > ${ts(from)}
        )
    )`);
  }
  if (f.collectedBy)
    conds.push(sql`exists (
      select 1 from ${labCollections}
      where ${labCollections.userId} = ${f.collectedBy} and ${labCollections.boardModelId} = ${b.id}
    )`);
  return and(...conds);
}

/** The card columns; the device counts and the collected flag are correlated subqueries, so a
 * page of cards is one statement whatever its size (no per-card queries). */
function cardColumns(now: Date, locale: CompleteLocale, userId: string | null) {
  const b = labBoardModels;
  const devicesWhere = (cond: SQL) =>
    sql<number>`(select count(*)::int from ${labDevices} where ${labDevices.boardModelId} = ${outer(b.id)} and ${cond})`;
  return {
    id: b.id,
    name: b.name,
    description: b.description,
    imageUrl: b.imageUrl,
    osTypes: b.osTypes,
    industries: b.industries,
    fields: b.fields,
    microservices: b.microservices,
    availableUntil: b.availableUntil,
    companyId: labCompanies.id,
    companyName: locale === 'en-US' ? labCompanies.nameEn : labCompanies.name,
    cpuId: labCpuModels.id,
    cpuName: labCpuModels.name,
    cpuIsa: labCpuModels.isa,
    socId: labSocModels.id,
    socName: labSocModels.name,
    availableDevices: devicesWhere(sql`${labDevices.state} = 'online' and not exists (
      select 1 from ${labReservations}
      where ${labReservations.deviceId} = ${labDevices.id} and ${live}
        and ${labReservations.startsAt} <= ${ts(now)} and ${labReservations.endsAt} > ${ts(now)}
    )`),
    unconnectedDevices: devicesWhere(sql`${labDevices.state} in ('offline', 'not_ready')`),
    totalDevices: devicesWhere(sql`true`),
    collected: userId
      ? sql<boolean>`exists (
          select 1 from ${labCollections}
          where ${labCollections.userId} = ${userId} and ${labCollections.boardModelId} = ${outer(b.id)}
        )`
      : sql<boolean>`false`,
  };
}

export type BoardRow = Awaited<ReturnType<typeof listBoards>>['items'][number];

/** One page of board cards sorted by name: one statement for the page and one for the total. */
export async function listBoards(
  db: Db,
  opts: {
    filters: BoardFilters;
    locale: CompleteLocale;
    userId: string | null;
    now: Date;
    page: number;
    pageSize: number;
  },
) {
  const where = whereOf(opts.filters);
  const [items, [total]] = await Promise.all([
    db
      .select(cardColumns(opts.now, opts.locale, opts.userId))
      .from(labBoardModels)
      .innerJoin(labCompanies, eq(labCompanies.id, labBoardModels.companyId))
      .innerJoin(labSocModels, eq(labSocModels.id, labBoardModels.socModelId))
      .innerJoin(labCpuModels, eq(labCpuModels.id, labSocModels.cpuModelId))
      .where(where)
      .orderBy(asc(labBoardModels.name), asc(labBoardModels.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db
      .select({ n: count() })
      .from(labBoardModels)
      .innerJoin(labSocModels, eq(labSocModels.id, labBoardModels.socModelId))
      .innerJoin(labCpuModels, eq(labCpuModels.id, labSocModels.cpuModelId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0, page: opts.page, pageSize: opts.pageSize };
}

/** One card with its devices and the live reservations from now to `until` (three statements). */
export async function getBoard(
  db: Db,
  id: number,
  opts: { locale: CompleteLocale; userId: string | null; now: Date; until: (row: BoardRow) => Date },
) {
  const [row] = await db
    .select(cardColumns(opts.now, opts.locale, opts.userId))
    .from(labBoardModels)
    .innerJoin(labCompanies, eq(labCompanies.id, labBoardModels.companyId))
    .innerJoin(labSocModels, eq(labSocModels.id, labBoardModels.socModelId))
    .innerJoin(labCpuModels, eq(labCpuModels.id, labSocModels.cpuModelId))
    .where(eq(labBoardModels.id, id));
  if (!row) throw idNotExist();
  const until = opts.until(row);
  const [devices, busy] = await Promise.all([
    db
      .select({
        id: labDevices.id,
        name: labDevices.name,
        state: labDevices.state,
        driver: labDevices.driver,
        lastSeenAt: labDevices.lastSeenAt,
      })
      .from(labDevices)
      .where(eq(labDevices.boardModelId, id))
      .orderBy(asc(labDevices.name)),
    // by device, not by the reservation's board column: what matters is which device is held
    db
      .select({
        deviceId: labReservations.deviceId,
        startsAt: labReservations.startsAt,
        endsAt: labReservations.endsAt,
      })
      .from(labReservations)
      .innerJoin(labDevices, eq(labDevices.id, labReservations.deviceId))
      .where(
        and(
          eq(labDevices.boardModelId, id),
          live,
          sql`${labReservations.endsAt} > ${ts(opts.now)}`,
          sql`${labReservations.startsAt} < ${ts(until)}`,
        ),
      )
      .orderBy(asc(labReservations.startsAt), asc(labReservations.deviceId)),
  ]);
  return { row, devices, busy };
}

/** The values the filter bar offers: what exists in the inventory, sorted. */
export async function facets(db: Db, locale: CompleteLocale) {
  const b = labBoardModels;
  const distinct = (col: typeof b.industries) =>
    sql<string[]>`array(select distinct v from ${b}, unnest(${col}) as v order by v)`;
  const companyName = locale === 'en-US' ? labCompanies.nameEn : labCompanies.name;
  const [[tags], companies, cpus, socs, boards] = await Promise.all([
    // one row of four arrays (the FROM is a dummy single row)
    db
      .select({
        industries: distinct(b.industries),
        fields: distinct(b.fields),
        osTypes: distinct(b.osTypes),
        microservices: distinct(b.microservices),
      })
      .from(sql`(values (1)) as one (x)`),
    db.select({ id: labCompanies.id, name: companyName }).from(labCompanies).orderBy(asc(companyName)),
    db
      .select({ id: labCpuModels.id, name: labCpuModels.name })
      .from(labCpuModels)
      .orderBy(asc(labCpuModels.name)),
    db
      .select({ id: labSocModels.id, name: labSocModels.name })
      .from(labSocModels)
      .orderBy(asc(labSocModels.name)),
    db.select({ id: b.id, name: b.name }).from(b).orderBy(asc(b.name)),
  ]);
  return { ...tags!, companies, cpus, socs, boards };
}

/**
 * Collects or uncollects a board for a user. Without `want` it flips the current state. Each
 * step is a single statement (delete … returning / insert … on conflict do nothing), so
 * concurrent clicks never fail on the primary key nor leave a duplicate.
 */
export async function setCollected(
  db: Db,
  userId: string,
  boardId: number,
  want?: boolean,
): Promise<boolean> {
  if (want !== true) {
    const removed = await db
      .delete(labCollections)
      .where(and(eq(labCollections.userId, userId), eq(labCollections.boardModelId, boardId)))
      .returning({ id: labCollections.boardModelId });
    if (removed.length || want === false) {
      if (!removed.length) await assertBoard(db, boardId);
      return false;
    }
  }
  // insert … select: a missing board inserts nothing instead of failing on the foreign key
  const inserted = await db.execute(sql`
    insert into ${labCollections} (user_id, board_model_id)
    select ${userId}, ${labBoardModels.id} from ${labBoardModels} where ${labBoardModels.id} = ${boardId}
    on conflict do nothing
    returning board_model_id`);
  if (!rowCount(inserted)) await assertBoard(db, boardId);
  return true;
}

function rowCount(result: unknown): number {
  const r = result as { rows?: unknown[]; length?: number };
  return Array.isArray(r) ? r.length : (r.rows?.length ?? 0);
}

async function assertBoard(db: Db, id: number) {
  const [row] = await db
    .select({ id: labBoardModels.id })
    .from(labBoardModels)
    .where(eq(labBoardModels.id, id));
  if (!row) throw idNotExist();
}
