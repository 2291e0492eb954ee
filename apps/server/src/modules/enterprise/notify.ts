import { translate, type CompleteLocale } from '@occ/shared';
import type { App } from '../../platform/types';
import { deliver } from '../auth/delivery';
import type { ApplicationRow } from './service';

// The applicant's language is not stored, so the notice carries both (Chinese first, the default).
const LOCALES: CompleteLocale[] = ['zh-CN', 'en-US'];

/**
 * Tells the applicant the result by e-mail, else SMS, when they have either. Best effort: the
 * review is already committed, a delivery failure is logged (and recorded in the outbox table).
 */
export async function notifyApplicant(
  app: App,
  application: ApplicationRow,
  contact: { email: string | null; mobile: string | null },
): Promise<void> {
  const approved = application.state === 'approved';
  const params = { company: application.companyName, comment: application.reviewComment ?? '' };
  const subject = LOCALES.map((l) =>
    translate(approved ? 'enterpriseApprovedSubject' : 'enterpriseRejectedSubject', l),
  ).join(' / ');
  const text = LOCALES.map((l) =>
    translate(approved ? 'enterpriseApprovedText' : 'enterpriseRejectedText', l, params),
  ).join('\n\n');
  const to = contact.email
    ? { channel: 'email' as const, to: contact.email }
    : contact.mobile
      ? { channel: 'sms' as const, to: contact.mobile }
      : null;
  if (!to) return;
  try {
    await deliver(app, { ...to, subject, text });
  } catch (err) {
    app.log.warn({ err, applicationId: application.id }, 'enterprise review notice not delivered');
  }
}
