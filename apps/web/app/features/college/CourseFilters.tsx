import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '@occ/shared/college/constants';

/** A link to the same page with one filter changed (and the page reset). */
function hrefWith(pathname: string, search: string, key: string, value: string | null) {
  const q = new URLSearchParams(search);
  if (value) q.set(key, value);
  else q.delete(key);
  q.delete('page');
  const s = q.toString();
  return s ? `${pathname}?${s}` : pathname;
}

function FilterRow({ name, values, label }: { name: string; values: readonly string[]; label: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const current = new URLSearchParams(search).get(name);
  return (
    <div className="cl-filter-row" role="group" aria-label={label}>
      <span className="cl-filter-label">{label}</span>
      {[null, ...values].map((v) => (
        <Link
          key={v ?? 'all'}
          to={hrefWith(pathname, search, name, v)}
          className={current === v || (!current && !v) ? 'cl-chip cl-chip-on' : 'cl-chip'}
          aria-current={current === v || (!current && !v) ? 'true' : undefined}
          preventScrollReset
        >
          {v ? t(`college.${name}.${v}`) : t('college.filters.all')}
        </Link>
      ))}
    </div>
  );
}

/** Category (unless the page fixes it) and level filters, kept in the URL. */
export function CourseFilters({ withCategory }: { withCategory: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="cl-filters">
      {withCategory ? (
        <FilterRow name="category" values={COURSE_CATEGORIES} label={t('college.filters.category')} />
      ) : null}
      <FilterRow name="level" values={COURSE_LEVELS} label={t('college.filters.level')} />
    </div>
  );
}
