import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cityLabel, EVENT_KINDS, EVENT_MODES, EVENT_WHEN, type EventSummary, type Page } from '@occ/shared';
import { PageLinks } from '~/components/PageLinks';
import { NativeSelect } from '~/components/plain/NativeSelect';
import { Empty } from '~/components/plain/plain';
import { PlainTabs } from '~/components/plain/Tabs';
import { EventCard } from './EventCard';
import { activityHref, type EventListState, type EventWhen } from './list-query';

export { activityHref, type EventWhen } from './list-query';

/**
 * /activity: tabs upcoming, ongoing and past, filters by kind, city, online/offline and tag (all kept in the
 * address, so a filtered list can be shared and crawled), cards, and page links.
 */
export function EventList({
  page,
  state,
  cities,
  tags,
}: {
  page: Page<EventSummary>;
  state: EventListState;
  cities: string[];
  tags: string[];
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const go = (patch: Partial<EventListState>) => void navigate(activityHref({ ...state, ...patch, page: 1 }));
  const all = { value: '', label: t('events.filters.all') };
  return (
    <>
      <PlainTabs<EventWhen>
        activeKey={state.when}
        onChange={(k) => go({ when: k })}
        hrefOf={(k) => activityHref({ ...state, when: k, page: 1 })}
        items={EVENT_WHEN.map((k) => ({ key: k, label: t(`events.when.${k}`) }))}
      />
      <div className="ev-filters" role="search" aria-label={t('events.filters.label')}>
        <label>
          <span>{t('events.filters.kind')}</span>
          <NativeSelect
            value={state.kind ?? ''}
            onChange={(v) => go({ kind: (v || undefined) as EventListState['kind'] })}
            options={[all, ...EVENT_KINDS.map((k) => ({ value: k, label: t(`events.kind.${k}`) }))]}
            aria-label={t('events.filters.kind')}
            data-testid="ev-filter-kind"
          />
        </label>
        <label>
          <span>{t('events.filters.city')}</span>
          <NativeSelect
            value={state.city ?? ''}
            onChange={(v) => go({ city: v || undefined })}
            options={[all, ...cities.map((c) => ({ value: c, label: cityLabel(c, i18n.language) }))]}
            aria-label={t('events.filters.city')}
            data-testid="ev-filter-city"
          />
        </label>
        <label>
          <span>{t('events.filters.mode')}</span>
          <NativeSelect
            value={state.mode ?? ''}
            onChange={(v) => go({ mode: (v || undefined) as EventListState['mode'] })}
            options={[all, ...EVENT_MODES.map((m) => ({ value: m, label: t(`events.mode.${m}`) }))]}
            aria-label={t('events.filters.mode')}
            data-testid="ev-filter-mode"
          />
        </label>
        <label>
          <span>{t('events.filters.tag')}</span>
          <NativeSelect
            value={state.tag ?? ''}
            onChange={(v) => go({ tag: v || undefined })}
            options={[
              all,
              // a tag in the address that no event carries any more still shows as chosen
              ...[...new Set([...tags, ...(state.tag ? [state.tag] : [])])].map((g) => ({
                value: g,
                label: g,
              })),
            ]}
            aria-label={t('events.filters.tag')}
            data-testid="ev-filter-tag"
          />
        </label>
      </div>
      {page.items.length === 0 ? (
        <Empty description={t(`events.empty.${state.when}`)} />
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
        hrefOf={(n) => activityHref({ ...state, page: n })}
        label={t('events.pagination')}
      />
    </>
  );
}
