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
}

const DAY_MS = 86_400_000;

/** The last moment the ticket may be reopened (its resolution plus the window), or null. */
export function reopenUntil(resolvedAt: Date | null): Date | null {
  return resolvedAt ? new Date(resolvedAt.getTime() + ticketSettings.reopenDays * DAY_MS) : null;
}
