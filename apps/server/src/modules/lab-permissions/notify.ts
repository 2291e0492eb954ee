import { translate, type CompleteLocale, type LabKind, type MessageKey } from '@occ/shared';
import type { App } from '../../platform/types';
import { deliver, type OutgoingMessage } from '../auth/delivery';
import type { LabApplicationRow } from './service';

// The applicant's language is not stored, so each notice carries both (Chinese first, the default).
const LOCALES: CompleteLocale[] = ['zh-CN', 'en-US'];
export const KIND_LABEL: Record<LabKind, MessageKey> = {
  evaluation: 'labKindEvaluation',
  microservice: 'labKindMicroservice',
};

/** The SMS gateway takes the mainland number without the +86 / 86 prefix. */
export const smsNumber = (mobile: string) => mobile.trim().replace(/^\+?86(?=1\d{10}$)/, '');

/**
 * Tells the applicant the review result (spec §6: by SMS) on the application's mobile number,
 * and by e-mail too when the application gave one. Best effort: the review is committed already;
 * a failed delivery is logged (and recorded as failed in outbox_messages), never fatal.
 */
export async function notifyReviewResult(app: App, row: LabApplicationRow): Promise<void> {
  const granted = row.state === 'granted';
  const subject = LOCALES.map((l) => translate(granted ? 'labGrantedSubject' : 'labFailedSubject', l)).join(
    ' / ',
  );
  const text = LOCALES.map((l) =>
    translate(granted ? 'labGrantedText' : 'labFailedText', l, {
      kind: translate(KIND_LABEL[row.kind as LabKind], l),
      comment: row.reviewComment ?? '',
    }),
  ).join('\n');
  const targets: Pick<OutgoingMessage, 'channel' | 'to'>[] = [{ channel: 'sms', to: smsNumber(row.mobile) }];
  if (row.email) targets.push({ channel: 'email', to: row.email });
  for (const target of targets) {
    try {
      await deliver(app, { ...target, subject, text });
    } catch (err) {
      app.log.warn(
        { err, applicationId: row.id, channel: target.channel },
        'lab review notice not delivered',
      );
    }
  }
}
