import { translate, type CompleteLocale, type MessageKey } from '@occ/shared';
import type { App } from '../../platform/types';
import { deliver } from '../auth/delivery';

// The owner's language and time zone are not stored, so a notice carries both languages
// (Chinese first, the default) and each states its time zone: UTC+8 in Chinese, UTC in English.
const ZONES: Record<CompleteLocale, { zone: string; suffix: string }> = {
  'zh-CN': { zone: 'Asia/Shanghai', suffix: '（UTC+8）' },
  'en-US': { zone: 'UTC', suffix: ' UTC' },
};
const LOCALES: CompleteLocale[] = ['zh-CN', 'en-US'];

export function formatTime(at: Date, locale: CompleteLocale): string {
  const { zone, suffix } = ZONES[locale];
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}${suffix}`;
}

export interface Contact {
  email: string | null;
  mobile: string | null;
}

/**
 * Sends a notice to the owner's e-mail, else mobile (nothing when they have neither). `params`
 * gets each locale's own time strings. Best effort: the state change it reports is committed, so
 * a delivery failure is logged (and recorded in the outbox table), never thrown.
 */
export async function notifyOwner(
  app: App,
  contact: Contact,
  keys: { subject: MessageKey; text: MessageKey },
  params: (locale: CompleteLocale) => Record<string, string | number>,
): Promise<void> {
  const to = contact.email
    ? { channel: 'email' as const, to: contact.email }
    : contact.mobile
      ? { channel: 'sms' as const, to: contact.mobile }
      : null;
  if (!to) return;
  const subject = LOCALES.map((l) => translate(keys.subject, l)).join(' / ');
  const text = LOCALES.map((l) => translate(keys.text, l, params(l))).join('\n\n');
  try {
    await deliver(app, { ...to, subject, text });
  } catch (err) {
    app.log.warn({ err, notice: keys.subject }, 'lab reservation notice not delivered');
  }
}
