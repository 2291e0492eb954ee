import { translate, type CompleteLocale, type DeviceState } from '@occ/shared';
import type { App } from '../../platform/types';
import { deliver } from '../auth/delivery';
import { defaultReason, type Displaced } from './device-state';

const LOCALES: CompleteLocale[] = ['zh-CN', 'en-US'];
// The owner's time zone is not stored: Chinese text in Beijing time, English in UTC, both labelled.
const ZONE: Record<CompleteLocale, { timeZone: string; label: string }> = {
  'zh-CN': { timeZone: 'Asia/Shanghai', label: '北京时间' },
  'en-US': { timeZone: 'UTC', label: 'UTC' },
};

function when(d: Date, locale: CompleteLocale): string {
  const { timeZone, label } = ZONE[locale];
  const s = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(d);
  return `${s} (${label})`;
}

/**
 * Tells each owner what happened to their reservation when a device left service: by e-mail and
 * by SMS, to whichever contacts they have. After the commit, best effort: a failed delivery is
 * logged (and recorded as failed in outbox_messages); the reason also stays on a closed row.
 */
export async function notifyDisplaced(
  app: App,
  ctx: { device: { name: string }; board: string | null; state: DeviceState; reason: string | undefined },
  displaced: Displaced[],
): Promise<void> {
  for (const d of displaced) {
    const moved = d.outcome === 'moved';
    const subject = LOCALES.map((l) =>
      translate(moved ? 'labReservationMovedSubject' : 'labReservationCancelledSubject', l),
    ).join(' / ');
    const text = LOCALES.map((l) =>
      translate(moved ? 'labReservationMovedText' : 'labReservationCancelledText', l, {
        from: ctx.device.name,
        to: d.toDevice?.name ?? '',
        board: ctx.board ?? '',
        reason: ctx.reason || defaultReason(ctx.state, [l]),
        start: when(d.startsAt, l),
        end: when(d.endsAt, l),
      }),
    ).join('\n');
    const targets = [
      ...(d.owner.email ? [{ channel: 'email' as const, to: d.owner.email }] : []),
      ...(d.owner.mobile ? [{ channel: 'sms' as const, to: d.owner.mobile }] : []),
    ];
    for (const target of targets) {
      try {
        await deliver(app, { ...target, subject, text });
      } catch (err) {
        app.log.warn({ err, reservationId: d.reservationId }, 'reservation notice not delivered');
      }
    }
  }
}
