import { DEFAULT_WORK_CALENDAR, parseWorkCalendar, type SlaTargets, type WorkCalendar } from '@occ/shared';
import type { Config } from '../../config';

/** The ticket windows of the configuration (README), read once when the routes are registered. */
export interface TicketSettings {
  reopenDays: number;
  autoCloseDays: number;
  feedbackRemindDays: number;
  feedbackCloseDays: number;
}

export const ticketSettings: TicketSettings = {
  reopenDays: 14,
  autoCloseDays: 7,
  feedbackRemindDays: 3,
  feedbackCloseDays: 7,
};

export function configureTickets(config: Config) {
  ticketSettings.reopenDays = config.TICKET_REOPEN_DAYS;
  ticketSettings.autoCloseDays = config.TICKET_AUTO_CLOSE_DAYS;
  ticketSettings.feedbackRemindDays = config.TICKET_FEEDBACK_REMIND_DAYS;
  ticketSettings.feedbackCloseDays = config.TICKET_FEEDBACK_CLOSE_DAYS;
  slaSettings.calendar = parseWorkCalendar(config.TICKET_SLA_CALENDAR) ?? DEFAULT_WORK_CALENDAR;
  slaSettings.targets = parseSlaTargets(config.TICKET_SLA_TARGETS);
}

const DAY_MS = 86_400_000;

/** The last moment the ticket may be reopened (its resolution plus the window), or null. */
export function reopenUntil(resolvedAt: Date | null): Date | null {
  return resolvedAt ? new Date(resolvedAt.getTime() + ticketSettings.reopenDays * DAY_MS) : null;
}

/** The SLA's calendar and targets (working minutes) per classification, `*` for the rest. */
export const slaSettings: { calendar: WorkCalendar; targets: Map<string, SlaTargets> } = {
  calendar: DEFAULT_WORK_CALENDAR,
  targets: new Map([['*', { firstResponseMinutes: 240, resolutionMinutes: 1620 }]]),
};

/** `*=4/27,hardware=2/18` → targets in minutes (the config schema has checked the shape). */
export function parseSlaTargets(text: string): Map<string, SlaTargets> {
  const out = new Map<string, SlaTargets>();
  for (const part of text.split(',')) {
    const [cls, hours] = part.trim().split('=') as [string, string];
    const [first, resolution] = hours.split('/').map(Number) as [number, number];
    out.set(cls, { firstResponseMinutes: first * 60, resolutionMinutes: resolution * 60 });
  }
  if (!out.has('*')) out.set('*', { firstResponseMinutes: 240, resolutionMinutes: 1620 });
  return out;
}

export const slaTargetsOf = (classification: string): SlaTargets =>
  slaSettings.targets.get(classification) ?? slaSettings.targets.get('*')!;
