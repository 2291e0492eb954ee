import { and, eq, isNull, sql } from 'drizzle-orm';
import { translate, type CompleteLocale, type MessageKey } from '@occ/shared';
import { events, eventSignups, users } from '../../db/schema';
import type { App } from '../../platform/types';
import { deliver } from '../auth/delivery';
import { formatTime } from '../lab-reservations/notify';
import { notify } from '../notifications/notify';
import { eventIcs, eventUrl, icsFilename } from './ics';
import { dueLiveReminders } from './live';

// What a participant is told: the confirmation (message centre and e-mail with the event's .ics)
// when a seat is theirs, and the reminders a day and an hour before the start. The user's language
// is not stored, so each notice carries both (Chinese first).

const LOCALES: CompleteLocale[] = ['zh-CN', 'en-US'];
export const REMIND_EVERY_MS = 60_000;

interface Seat {
  userId: string;
  email: string;
  code: string | null;
  state?: string;
  event: typeof events.$inferSelect;
}

async function seatOf(app: App, eventId: number, userId: string): Promise<Seat | null> {
  const [row] = await app.database.db
    .select({
      answers: eventSignups.answers,
      code: eventSignups.checkinCode,
      state: eventSignups.state,
      event: events,
    })
    .from(eventSignups)
    .innerJoin(events, eq(events.id, eventSignups.eventId))
    .where(and(eq(eventSignups.eventId, eventId), eq(eventSignups.userId, userId)))
    .limit(1);
  if (!row) return null;
  const email = (row.answers as { email?: string }).email ?? '';
  return { userId, email, code: row.code, state: row.state, event: row.event };
}

const titleOf = (e: Seat['event'], l: CompleteLocale) => (l === 'en-US' && e.titleEn ? e.titleEn : e.titleZh);

function both(
  key: MessageKey,
  s: Seat,
  app: App,
  extra: (l: CompleteLocale) => Record<string, string> = () => ({}),
) {
  return LOCALES.map((l) =>
    translate(key, l, {
      title: titleOf(s.event, l),
      time: formatTime(s.event.startsAt, l),
      place: s.event.place || (s.event.online ? 'Online' : '-'),
      url: eventUrl(app.config.publicUrl, s.event),
      code: s.code ?? '-',
      ...extra(l),
    }),
  );
}

/** Sends `s` a notice in the message centre and by e-mail with the event's calendar file. */
async function tell(
  app: App,
  s: Seat,
  keys: { summary: MessageKey; subject: MessageKey; text: MessageKey },
  extra?: (l: CompleteLocale) => Record<string, string>,
) {
  await notify(app, {
    userId: s.userId,
    category: 'system',
    kind: 'system',
    targetType: 'event',
    summary: both(keys.summary, s, app, extra).join(' / '),
    link: `/${s.event.kind === 'competition' ? 'competition' : 'activity'}/${s.event.slug}`,
  });
  if (!s.email) return;
  const ics = eventIcs(app.config.publicUrl, {
    ...s.event,
    title: titleOf(s.event, 'zh-CN'),
    summary: s.event.summaryZh,
  });
  try {
    await deliver(app, {
      channel: 'email',
      to: s.email,
      subject: both(keys.subject, s, app, extra).join(' / '),
      text: both(keys.text, s, app, extra).join('\n\n'),
      attachments: [
        { filename: icsFilename(s.event.slug), contentType: 'text/calendar; charset=utf-8', content: ics },
      ],
    });
  } catch (err) {
    app.log.warn({ err, eventId: s.event.id }, 'event notice not delivered');
  }
}

/** Only in the message centre (no calendar file): awaiting approval, or rejected. */
const noticeOnly = (app: App, s: Seat, key: MessageKey) =>
  notify(app, {
    userId: s.userId,
    category: 'system',
    kind: 'system',
    targetType: 'event',
    summary: both(key, s, app).join(' / '),
    link: `/${s.event.kind === 'competition' ? 'competition' : 'activity'}/${s.event.slug}`,
  });

/**
 * After a seat became the user's (sign-up, or `promoted` from the waiting list, or `approved` by
 * staff); a sign-up still awaiting approval is told so instead.
 */
export async function sendConfirmation(
  app: App,
  eventId: number,
  userId: string,
  promoted = false,
  approved = false,
) {
  const s = await seatOf(app, eventId, userId);
  if (!s) return;
  if (s.state === 'pending') return noticeOnly(app, s, 'eventPendingSummary');
  if (s.state === 'rejected') return noticeOnly(app, s, 'eventRejectedSummary');
  if (s.state !== 'confirmed') return;
  await tell(app, s, {
    summary: approved ? 'eventApprovedSummary' : promoted ? 'eventSeatPromoted' : 'eventConfirmedSummary',
    subject: 'eventConfirmedSubject',
    text: 'eventConfirmedText',
  });
}

/**
 * The reminders: each confirmed participant is marked (a conditional UPDATE … WHERE reminded_*
 * IS NULL … RETURNING) before being told, so a sweep running twice or in two processes sends each
 * reminder once. A sign-up made within the last hour gets only the hour's reminder.
 */
export async function sendReminders(app: App) {
  const { db } = app.database;
  const sweeps = [
    {
      column: eventSignups.remindedDayAt,
      key: 'remindedDayAt' as const,
      from: '1 hour',
      to: '1 day',
      when: 'day',
    },
    {
      column: eventSignups.remindedHourAt,
      key: 'remindedHourAt' as const,
      from: '0 seconds',
      to: '1 hour',
      when: 'hour',
    },
  ];
  for (const w of sweeps) {
    const due = sql`${eventSignups.eventId} in (select ${events.id} from ${events} where ${events.state} = 'published'
      and ${events.startsAt} > now() + ${w.from}::interval and ${events.startsAt} <= now() + ${w.to}::interval)`;
    const marked = await db
      .update(eventSignups)
      .set({ [w.key]: sql`now()` })
      .where(and(eq(eventSignups.state, 'confirmed'), isNull(w.column), due))
      .returning({ eventId: eventSignups.eventId, userId: eventSignups.userId });
    for (const m of marked) {
      const s = await seatOf(app, m.eventId, m.userId);
      if (!s) continue;
      await tell(
        app,
        s,
        { summary: 'eventReminderSummary', subject: 'eventReminderSubject', text: 'eventReminderText' },
        (l) => ({ when: translate(w.when === 'day' ? 'eventReminderDay' : 'eventReminderHour', l) }),
      );
    }
  }
}

/** A live session has started: each user who reserved it is told once (message centre and e-mail). */
export async function sendLiveReminders(app: App) {
  const { db } = app.database;
  for (const m of await dueLiveReminders(db)) {
    const [row] = await db
      .select({ email: users.email, event: events })
      .from(events)
      .innerJoin(users, eq(users.id, m.userId))
      .where(eq(events.id, m.eventId))
      .limit(1);
    if (!row) continue;
    await tell(
      app,
      { userId: m.userId, email: row.email ?? '', code: null, event: row.event },
      {
        summary: 'liveReminderSummary',
        subject: 'liveReminderSubject',
        text: 'liveReminderSummary',
      },
    );
  }
}

interface ConfirmJob {
  eventId: number;
  userId: string;
  promoted?: boolean;
  /** staff decided on a pending sign-up (approved → confirmed, or rejected) */
  decided?: boolean;
}

/** The confirmation goes out from the job queue, so a sign-up answers without waiting for mail. */
export const queueConfirmation = (app: App, job: ConfirmJob) => app.jobs.enqueue('events.confirm', job);

export function registerEventJobs(app: App) {
  app.jobs.register('events.confirm', async (payload) => {
    const j = payload as ConfirmJob;
    await sendConfirmation(app, j.eventId, j.userId, j.promoted, j.decided);
  });
  app.jobs.every('events.remind', REMIND_EVERY_MS, async () => {
    await sendReminders(app);
    await sendLiveReminders(app);
  });
}
