import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketDetail } from '@occ/shared';

const COLOURS = { ok: 'green', near: 'orange', breached: 'red' } as const;

/** `125` → `2:05` (working hours and minutes). */
const hm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The SLA clocks of the workbench's ticket page: working time used of each target, marked near
 * breach or breached; a clock stands still while the ticket is suspended or pending feedback.
 */
export function SlaClocks({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const sla = ticket.sla;
  if (!sla) return null;
  return (
    <section className="tk-card" aria-labelledby="tk-sla-title" data-testid="ticket-sla" data-sla={sla.state}>
      <h2 id="tk-sla-title">
        {t('tickets.sla.title')} <Tag color={COLOURS[sla.state]}>{t(`tickets.sla.states.${sla.state}`)}</Tag>
      </h2>
      <dl className="tk-sla">
        {(['firstResponse', 'resolution'] as const).map((k) => {
          const c = sla[k];
          return (
            <div key={k}>
              <dt>{t(`tickets.sla.${k}`)}</dt>
              <dd>
                {t('tickets.sla.used', { used: hm(c.elapsedMinutes), target: hm(c.targetMinutes) })}{' '}
                <Tag color={COLOURS[c.state]}>{t(`tickets.sla.states.${c.state}`)}</Tag>
                {c.stopped ? t('tickets.sla.stopped') : ''}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="tk-hint">{t('tickets.sla.hint')}</p>
    </section>
  );
}
