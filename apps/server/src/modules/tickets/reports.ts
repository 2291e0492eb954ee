import { and, asc, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import {
  medianOf,
  runningMinutes,
  TICKET_RATINGS,
  workingMinutesBetween,
  type SlaStep,
  type TicketRating,
  type TicketReport,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { ticketHistory, tickets, users } from '../../db/schema';
import { slaSettings } from './settings';

const WEEK_MS = 7 * 86_400_000;
const TZ = 'Asia/Shanghai';

/** The Monday (Asia/Shanghai) of the week holding `d`, as `2026-11-23`. */
export function weekOf(d: Date): string {
  const local = new Date(d.getTime() + 8 * 3_600_000);
  const back = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

const zero = (): Record<TicketRating, number> => ({ verySatisfied: 0, satisfied: 0, notSatisfied: 0 });

/**
 * The workbench's report over the last `weeks` weeks: tickets opened and closed per week, the
 * median time to staff's first reply and to resolution in working minutes of the SLA calendar, and the survey's answers per level and
 * per staff member (the assignee). Internal notes and message bodies are never read here.
 */
export async function ticketReport(db: Db, weeks: number, now = new Date()): Promise<TicketReport> {
  const firstWeek = weekOf(new Date(now.getTime() - (weeks - 1) * WEEK_MS));
  const since = new Date(`${firstWeek}T00:00:00+08:00`);
  const week = (col: unknown) =>
    sql<string>`to_char(date_trunc('week', ${col} at time zone ${sql.raw(`'${TZ}'`)}), 'YYYY-MM-DD')`;

  const [opened, closed, timed, steps, ratings] = await Promise.all([
    db
      .select({ week: week(tickets.createdAt), n: count() })
      .from(tickets)
      .where(gte(tickets.createdAt, since))
      .groupBy(sql`1`),
    db
      .select({ week: week(ticketHistory.createdAt), n: count() })
      .from(ticketHistory)
      .where(and(eq(ticketHistory.toState, 'closed'), gte(ticketHistory.createdAt, since)))
      .groupBy(sql`1`),
    db
      .select({
        id: tickets.id,
        at: tickets.createdAt,
        first: tickets.firstResponseAt,
        resolved: tickets.resolvedAt,
      })
      .from(tickets)
      .where(
        and(
          sql`(${tickets.firstResponseAt} is not null or ${tickets.resolvedAt} is not null)`,
          gte(tickets.createdAt, since),
        ),
      ),
    db
      .select({ ticketId: ticketHistory.ticketId, to: ticketHistory.toState, at: ticketHistory.createdAt })
      .from(ticketHistory)
      .innerJoin(tickets, eq(tickets.id, ticketHistory.ticketId))
      .where(and(isNotNull(tickets.resolvedAt), gte(tickets.createdAt, since)))
      .orderBy(asc(ticketHistory.id)),
    db
      .select({ rating: tickets.rating, staff: users.nickname, n: count() })
      .from(tickets)
      .leftJoin(users, eq(users.id, tickets.assigneeId))
      .where(and(isNotNull(tickets.rating), gte(tickets.createdAt, since)))
      .groupBy(tickets.rating, users.nickname),
  ]);

  const weekly = Array.from({ length: weeks }, (_, i) => {
    const w = weekOf(new Date(since.getTime() + i * WEEK_MS + 3_600_000 * 12));
    return {
      week: w,
      opened: opened.find((o) => o.week === w)?.n ?? 0,
      closed: closed.find((c) => c.week === w)?.n ?? 0,
    };
  });
  const satisfaction = zero();
  const staff = new Map<string, Record<TicketRating, number>>();
  for (const r of ratings) {
    const rating = r.rating as TicketRating;
    if (!TICKET_RATINGS.includes(rating)) continue;
    satisfaction[rating] += r.n;
    const name = r.staff ?? '';
    const row = staff.get(name) ?? zero();
    row[rating] += r.n;
    staff.set(name, row);
  }
  // working minutes on the SLA calendar; the resolution clock stops while suspended or pending feedback
  const cal = slaSettings.calendar;
  const stepsOf = new Map<number, SlaStep[]>();
  for (const h of steps)
    stepsOf.set(h.ticketId, [...(stepsOf.get(h.ticketId) ?? []), { to: h.to, at: h.at }]);
  const firstTimes = timed.flatMap((r) => (r.first ? [workingMinutesBetween(r.at, r.first, cal)] : []));
  const resolveTimes = timed.flatMap((r) =>
    r.resolved ? [runningMinutes(r.at, r.resolved, stepsOf.get(r.id) ?? [], cal)] : [],
  );
  const round = (v: number | null) => (v === null ? null : Math.round(v));
  return {
    weeks,
    weekly,
    medianFirstResponseMinutes: round(medianOf(firstTimes)),
    medianResolutionMinutes: round(medianOf(resolveTimes)),
    satisfaction,
    byStaff: [...staff]
      .map(([name, counts]) => ({ staff: name, ...counts }))
      .sort((a, b) => a.staff.localeCompare(b.staff)),
  };
}

/** The report as long-format CSV rows: section, key, metric, value. */
export function reportRows(r: TicketReport): string[][] {
  const rows: string[][] = [];
  for (const w of r.weekly) {
    rows.push(['weekly', w.week, 'opened', String(w.opened)], ['weekly', w.week, 'closed', String(w.closed)]);
  }
  rows.push(
    ['summary', 'all', 'medianFirstResponseMinutes', String(r.medianFirstResponseMinutes ?? '')],
    ['summary', 'all', 'medianResolutionMinutes', String(r.medianResolutionMinutes ?? '')],
  );
  const total = TICKET_RATINGS.reduce((s, k) => s + r.satisfaction[k], 0);
  for (const k of TICKET_RATINGS) {
    rows.push(['satisfaction', k, 'count', String(r.satisfaction[k])]);
    rows.push(['satisfaction', k, 'share', total ? (r.satisfaction[k] / total).toFixed(3) : '']);
  }
  for (const s of r.byStaff) for (const k of TICKET_RATINGS) rows.push(['staff', s.staff, k, String(s[k])]);
  return rows;
}
