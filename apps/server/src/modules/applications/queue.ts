import { inArray, sql } from 'drizzle-orm';
import {
  APPLICATION_KINDS,
  offsetOf,
  type ApplicationKindName,
  type ApplicationQueueItem,
  type ApplicationQueueQuery,
  type CompleteLocale,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../platform/policy';
import { APPLICATION_KIND_REGISTRY } from './kinds';
import { queueState, type ApplicationBase, type ApplicationKind } from './review-flow';

type AnyKind = ApplicationKind<ApplicationBase & Record<string, unknown>, never>;
type Row = ApplicationBase & { createdAt: Date; reviewedAt: Date | null } & Record<string, unknown>;

/** The kinds this reviewer decides, in the shared order. */
export function reviewableKinds(actor: Actor): ApplicationKindName[] {
  return APPLICATION_KINDS.filter((k) => APPLICATION_KIND_REGISTRY[k].mayReview(actor));
}

const storedState = (kind: AnyKind, state: ApplicationQueueQuery['state']) =>
  state === 'pending' ? 'pending' : kind.states[state];

/**
 * One page of the queue across kinds: a UNION ALL of each kind's (id, created_at) in the state
 * (each on its `(state, created_at)` index), paged, then each kind's rows fetched by id in one
 * query per kind and the applicants in one more. Pending oldest first (a queue), decided newest first.
 */
export async function queuePage(
  db: Db,
  kinds: ApplicationKindName[],
  query: ApplicationQueueQuery,
  locale: CompleteLocale,
): Promise<{ items: ApplicationQueueItem[]; total: number }> {
  if (kinds.length === 0) return { items: [], total: 0 };
  const union = sql.join(
    kinds.map((name) => {
      const kind = APPLICATION_KIND_REGISTRY[name];
      const t = kind.table;
      // the kind's name is a constant of the code (APPLICATION_KINDS), never user input
      return sql`(select ${sql.raw(`'${name}'`)}::text as kind, ${t.id} as id, ${t.createdAt} as created_at
        from ${t} where ${t.state} = ${storedState(kind, query.state)})`;
    }),
    sql` union all `,
  );
  const direction = sql.raw(query.state === 'pending' ? 'asc' : 'desc');
  const [page, counted] = await Promise.all([
    db.execute(sql`select kind, id from (${union}) q
      order by created_at ${direction}, id limit ${query.pageSize} offset ${offsetOf(query)}`),
    db.execute(sql`select count(*)::int as n from (${union}) q`),
  ]);
  const refs = (page as unknown as { rows: { kind: ApplicationKindName; id: string }[] }).rows;
  const total = Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);

  const rowsById = new Map<string, Row>();
  for (const name of new Set(refs.map((r) => r.kind))) {
    const t = APPLICATION_KIND_REGISTRY[name].table;
    const ids = refs.filter((r) => r.kind === name).map((r) => r.id);
    const rows = (await db.select().from(t).where(inArray(t.id, ids))) as Row[];
    for (const row of rows) rowsById.set(`${name}:${row.id}`, row);
  }
  const applicantIds = [...new Set([...rowsById.values()].map((r) => r.userId))];
  const applicants = applicantIds.length
    ? await db
        .select({ id: users.id, username: users.username, nickname: users.nickname })
        .from(users)
        .where(inArray(users.id, applicantIds))
    : [];
  const applicantOf = new Map(applicants.map((a) => [a.id, a]));

  const items = refs.flatMap((ref): ApplicationQueueItem[] => {
    const row = rowsById.get(`${ref.kind}:${ref.id}`);
    const applicant = row && applicantOf.get(row.userId);
    if (!row || !applicant) return [];
    const kind = APPLICATION_KIND_REGISTRY[ref.kind];
    return [
      {
        kind: ref.kind,
        id: row.id,
        state: queueState(kind, row.state),
        title: kind.queue.title(row, locale),
        details: kind.queue.details(row),
        applicant,
        reviewComment: row.reviewComment,
        createdAt: row.createdAt.toISOString(),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
      },
    ];
  });
  return { items, total };
}
