import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchPending } from '../../db/schema';
import { SEARCH_KINDS } from './kinds';
import type { SearchKind } from './registry';
import { bumpIndexVersion } from './result-cache';
import { dropHidden, indexRows, indexStale } from './sync';

// at most the sync's batch (sync.ts BATCH), so one read covers every claimed row of a kind
const CLAIM = 200;

// One trigger function for every registered table: a deleted row leaves the index in the
// deleting transaction; an inserted or updated one is queued in `search_pending` (in the same
// transaction, so the queue sees exactly the committed changes) for the next `search.sync` pass.
// A deletion is queued too, so the next pass advances the index's version after the deleting
// transaction committed (cached answers, result-cache.ts).
const MARK_PENDING = `
create or replace function search_mark_pending() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'DELETE' then
    delete from search_documents where kind = tg_argv[0] and ref_id = to_jsonb(old) ->> tg_argv[1];
    if found then
      insert into search_pending (kind, ref_id) values (tg_argv[0], to_jsonb(old) ->> tg_argv[1])
        on conflict (kind, ref_id) do nothing;
    end if;
    return old;
  end if;
  insert into search_pending (kind, ref_id) values (tg_argv[0], to_jsonb(new) ->> tg_argv[1])
    on conflict (kind, ref_id) do nothing;
  return new;
end
$fn$`;

// Every statement that writes the index advances its version (a safety net for writes that do
// not go through sync.ts, which advances it again once its writes are committed).
const VERSION_TRIGGER = `
create or replace function search_index_changed() returns trigger language plpgsql as $fn$
begin
  perform nextval('search_index_version');
  return null;
end
$fn$`;

/**
 * Installs the change trigger on every registered kind's table (a new kind needs no migration).
 * Run at start by each process: serialised by an advisory lock, and a present trigger is kept.
 */
export async function ensureSearchTriggers(db: Db, kinds: readonly SearchKind[] = SEARCH_KINDS) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('search_mark_pending'))`);
    await tx.execute(sql.raw(MARK_PENDING));
    await tx.execute(sql.raw(VERSION_TRIGGER));
    const versioned = (await tx.execute(
      sql`select 1 from pg_trigger where tgname = 'search_index_changed' and tgrelid = 'search_documents'::regclass`,
    )) as unknown as { rows: unknown[] };
    if (!versioned.rows.length)
      await tx.execute(
        sql.raw(
          'create trigger search_index_changed after insert or update or delete or truncate on search_documents ' +
            'for each statement execute function search_index_changed()',
        ),
      );
    for (const kind of kinds) {
      const table = getTableName(kind.table);
      const name = `search_pending_${kind.key}`;
      const found = (await tx.execute(
        sql`select 1 from pg_trigger where tgname = ${name} and tgrelid = ${table}::regclass`,
      )) as unknown as { rows: unknown[] };
      if (found.rows.length) continue;
      await tx.execute(
        sql.raw(
          `create trigger "${name}" after insert or update or delete on "${table}" for each row ` +
            `execute function search_mark_pending('${kind.key}', '${kind.id.name}')`,
        ),
      );
    }
  });
}

/** Takes up to CLAIM queued changes off the queue (several processes share it). */
async function claim(db: Db): Promise<Array<{ kind: string; ref_id: string }>> {
  const claimed = (await db.execute(sql`
    delete from ${searchPending} where (kind, ref_id) in (
      select kind, ref_id from ${searchPending} order by queued_at limit ${CLAIM} for update skip locked)
    returning kind, ref_id`)) as unknown as { rows: Array<{ kind: string; ref_id: string }> };
  return claimed.rows;
}

/**
 * The frequent pass: only rows the triggers queued (re-read: indexed when visible and changed,
 * dropped when hidden) and rows of a scheduled publication whose time came since `since`.
 * Never scans a whole table. Answers how many index rows changed.
 */
export async function syncChanged(db: Db, since: Date, kinds: readonly SearchKind[] = SEARCH_KINDS) {
  let changed = 0;
  for (let rows = await claim(db); rows.length; rows = rows.length < CLAIM ? [] : await claim(db)) {
    await bumpIndexVersion(db); // a claimed deletion changed the index in its own transaction
    for (const kind of kinds) {
      const ids = rows.filter((r) => r.kind === kind.key).map((r) => r.ref_id);
      if (!ids.length) continue;
      changed += await dropHidden(db, kind, ids);
      changed += await indexRows(db, kind, ids);
    }
  }
  for (const kind of kinds) {
    if (!kind.visibleAt) continue;
    changed += await indexStale(
      db,
      kind,
      sql`${kind.visibleAt} > ${since.toISOString()}::timestamptz and ${kind.visibleAt} <= now()`,
    );
  }
  return changed;
}
