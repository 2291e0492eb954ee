import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { HARDWARE_CATEGORIES } from '@occ/shared';

/** The hardware overview's filters, as they stand in the URL (`/hardware/preview?isa=RV64GCV`). */
export interface HardwareFilterValues {
  category?: string;
  vendor?: string;
  isa?: string;
  coresMin?: number;
  cloudLab?: boolean;
}

/** The filters' query string (no `page`): kept by the pager's links. */
export function filterQuery(f: HardwareFilterValues): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
}

/**
 * `/hardware/preview`'s filter bar (issue 16): a plain GET form, so the filters live in the URL,
 * the page is rendered by the server and works without script; a reload keeps them.
 */
export function HardwareFilters({ values }: { values: HardwareFilterValues }) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      action="/hardware/preview"
      className="cat-filters"
      aria-label={t('catalogue.filters.label')}
    >
      <label>
        <span>{t('catalogue.filters.category')}</span>
        <select name="category" defaultValue={values.category ?? ''}>
          <option value="">{t('catalogue.filters.any')}</option>
          {HARDWARE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`catalogue.categories.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('catalogue.filters.vendor')}</span>
        <input name="vendor" defaultValue={values.vendor ?? ''} maxLength={100} />
      </label>
      <label>
        <span>{t('catalogue.filters.isa')}</span>
        <input
          name="isa"
          defaultValue={values.isa ?? ''}
          maxLength={40}
          pattern="[A-Za-z0-9._+\-]+"
          placeholder={t('catalogue.filters.isaHint')}
        />
      </label>
      <label>
        <span>{t('catalogue.filters.coresMin')}</span>
        <input name="coresMin" type="number" min={1} max={4096} defaultValue={values.coresMin ?? ''} />
      </label>
      <label className="cat-filters-check">
        <input name="cloudLab" type="checkbox" value="true" defaultChecked={values.cloudLab === true} />
        <span>{t('catalogue.filters.cloudLab')}</span>
      </label>
      <div className="cat-filters-actions">
        <button type="submit" data-testid="filters-apply">
          {t('catalogue.filters.apply')}
        </button>
        <Link to="/hardware/preview">{t('catalogue.filters.clear')}</Link>
      </div>
    </Form>
  );
}
