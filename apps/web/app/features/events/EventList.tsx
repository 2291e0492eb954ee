import { Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EventSummary, Page } from '@occ/shared';
import { PageLinks } from '~/components/PageLinks';
import { EventCard } from './EventCard';

export type EventWhen = 'upcoming' | 'past';

export const activityHref = (when: EventWhen, page = 1) => {
  const q = new URLSearchParams();
  if (when === 'past') q.set('when', 'past');
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/activity?${s}` : '/activity';
};

/** /activity: tabs upcoming and past, cards, and page links crawlers can follow. */
export function EventList({ page, when }: { page: Page<EventSummary>; when: EventWhen }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Tabs
        activeKey={when}
        onChange={(k) => void navigate(activityHref(k as EventWhen))}
        items={(['upcoming', 'past'] as const).map((k) => ({ key: k, label: t(`events.when.${k}`) }))}
      />
      {page.items.length === 0 ? (
        <Empty description={t(`events.empty.${when}`)} />
      ) : (
        <div className="ev-grid">
          {page.items.map((e) => (
            <EventCard key={e.id} e={e} />
          ))}
        </div>
      )}
      <PageLinks
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
        hrefOf={(n) => activityHref(when, n)}
        label={t('events.pagination')}
      />
    </>
  );
}
