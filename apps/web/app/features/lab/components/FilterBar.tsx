import { Button, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SLOT_STEP_MINUTES } from '@occ/shared';
import { useHydrated } from '~/lib/hydrated';
import { hasFilters, withFilter, type BoardFilters, type IdFilter, type TextFilter } from '../query';
import type { LabFacets } from '../types';

type Option = { value: string | number; label: string };

/** spec §2 filters, in the spec's order; each is a multi-select kept in the URL. */
function filterOptions(facets: LabFacets): { key: TextFilter | IdFilter; options: Option[] }[] {
  const text = (values: string[]) => values.map((v) => ({ value: v, label: v }));
  const ids = (values: { id: number; name: string }[]) => values.map((v) => ({ value: v.id, label: v.name }));
  return [
    { key: 'industry', options: text(facets.industries) },
    { key: 'field', options: text(facets.fields) },
    { key: 'company', options: ids(facets.companies) },
    { key: 'cpu', options: ids(facets.cpus) },
    { key: 'soc', options: ids(facets.socs) },
    { key: 'board', options: ids(facets.boards) },
    { key: 'os', options: text(facets.osTypes) },
    { key: 'microservice', options: text(facets.microservices) },
  ];
}

export function FilterBar({ facets, filters }: { facets: LabFacets; filters: BoardFilters }) {
  const { t } = useTranslation();
  const [sp, setSp] = useSearchParams();
  const hydrated = useHydrated();
  const set = (key: TextFilter | IdFilter | 'range', value: (string | number)[] | null) =>
    setSp(withFilter(sp, key, value), { preventScrollReset: true });

  return (
    <form
      className="lab-filters"
      role="search"
      aria-label={t('lab.filter.region')}
      onSubmit={(e) => e.preventDefault()}
    >
      {filterOptions(facets).map(({ key, options }) => (
        <div key={key}>
          <label htmlFor={`lab-filter-${key}`}>{t(`lab.filter.${key}`)}</label>
          <Select
            id={`lab-filter-${key}`}
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            style={{ width: '100%' }}
            placeholder={t('lab.filter.any')}
            options={options}
            optionFilterProp="label"
            value={filters[key]}
            onChange={(v: (string | number)[]) => set(key, v)}
            data-testid={`filter-${key}`}
          />
        </div>
      ))}
      <div className="lab-filter-range">
        <label htmlFor="lab-filter-from">{t('lab.filter.time')}</label>
        {/* the picker shows local times, which the server cannot know: it appears after hydration */}
        <DatePicker.RangePicker
          id={{ start: 'lab-filter-from', end: 'lab-filter-to' }}
          style={{ width: '100%' }}
          disabled={!hydrated}
          showTime={{ format: 'HH:mm', minuteStep: SLOT_STEP_MINUTES }}
          format="YYYY-MM-DD HH:mm"
          placeholder={[t('lab.filter.from'), t('lab.filter.to')]}
          value={hydrated && filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null}
          disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
          onChange={(v) =>
            set('range', v?.[0] && v[1] ? [v[0].second(0).toISOString(), v[1].second(0).toISOString()] : null)
          }
        />
      </div>
      <div className="lab-filters-actions">
        <Button
          disabled={!hasFilters(filters)}
          onClick={() => {
            const next = new URLSearchParams();
            if (sp.get('tab')) next.set('tab', sp.get('tab')!);
            setSp(next, { preventScrollReset: true });
          }}
        >
          {t('lab.filter.reset')}
        </Button>
      </div>
    </form>
  );
}
