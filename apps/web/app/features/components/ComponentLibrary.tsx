import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import {
  COMPONENT_CATEGORIES,
  COMPONENT_LICENCES,
  componentPath,
  type ComponentCard,
  type ComponentPage,
} from '@occ/shared';
import { PageLinks } from '~/components/PageLinks';
import { Empty } from '~/components/plain/plain';
import { hrefOf, LIBRARY_BASE, type LibraryFilters } from './query';

interface Props {
  page: ComponentPage;
  filters: LibraryFilters;
}

/** One filter as a row of links (each a page address, so filtering works without JavaScript). */
function FilterRow({
  label,
  values,
  current,
  labelOf,
  hrefFor,
}: {
  label: string;
  values: readonly string[];
  current: string | null;
  labelOf: (v: string) => string;
  hrefFor: (v: string | null) => string;
}) {
  const { t } = useTranslation();
  return (
    <nav className="osc-filter" aria-label={label}>
      <span className="osc-filter-label">{label}</span>
      <ul>
        <li>
          <Link to={hrefFor(null)} aria-current={current === null ? 'page' : undefined}>
            {t('components.all')}
          </Link>
        </li>
        {values.map((v) => (
          <li key={v}>
            <Link to={hrefFor(v)} aria-current={current === v ? 'page' : undefined}>
              {labelOf(v)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The open-source component library home: search, filters, the cards and their pages. */
export function ComponentLibrary({ page, filters }: Props) {
  const { t } = useTranslation();
  const filtered = Boolean(filters.q || filters.category || filters.licence || filters.chip);
  return (
    <section className="osc-home" aria-labelledby="osc-title">
      <h1 id="osc-title">{t('components.title')}</h1>
      <p className="osc-lead">{t('components.description')}</p>
      <Form
        method="get"
        action={LIBRARY_BASE}
        role="search"
        aria-label={t('components.searchLabel')}
        className="osc-search"
      >
        {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
        {filters.licence ? <input type="hidden" name="licence" value={filters.licence} /> : null}
        {filters.chip ? <input type="hidden" name="chip" value={filters.chip} /> : null}
        <label htmlFor="osc-q" className="sr-only">
          {t('components.searchLabel')}
        </label>
        <input
          id="osc-q"
          type="search"
          name="q"
          defaultValue={filters.q}
          key={filters.q}
          maxLength={100}
          placeholder={t('components.searchPlaceholder')}
        />
        <button type="submit">{t('components.search')}</button>
      </Form>
      <div className="osc-filters">
        <FilterRow
          label={t('components.category')}
          values={COMPONENT_CATEGORIES}
          current={filters.category}
          labelOf={(v) => t(`components.categories.${v}`)}
          hrefFor={(v) => hrefOf(filters, { category: v as LibraryFilters['category'] })}
        />
        <FilterRow
          label={t('components.licence')}
          values={COMPONENT_LICENCES}
          current={filters.licence}
          labelOf={(v) => v}
          hrefFor={(v) => hrefOf(filters, { licence: v as LibraryFilters['licence'] })}
        />
        {page.chips.length ? (
          <FilterRow
            label={t('components.chips')}
            values={page.chips}
            current={filters.chip}
            labelOf={(v) => v}
            hrefFor={(v) => hrefOf(filters, { chip: v })}
          />
        ) : null}
      </div>
      <p className="osc-total" role="status">
        {t('components.total', { count: page.total })}
      </p>
      {page.items.length === 0 ? (
        <div className="osc-empty">
          <Empty description={t('components.empty')} />
          {filtered ? (
            <p className="ant-empty-footer">
              <Link to={LIBRARY_BASE}>{t('components.clearFilters')}</Link>
            </p>
          ) : null}
        </div>
      ) : (
        <ul className="osc-grid">
          {page.items.map((c) => (
            <ComponentItem key={c.code} item={c} />
          ))}
        </ul>
      )}
      <PageLinks
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
        hrefOf={(n) => hrefOf(filters, { page: n })}
        label={t('components.pagination')}
        prevNext={{ prev: t('components.prev'), next: t('components.next') }}
      />
    </section>
  );
}

function ComponentItem({ item }: { item: ComponentCard }) {
  const { t } = useTranslation();
  return (
    <li className="osc-card">
      <h2>
        <Link to={componentPath(item.code)} lang={item.locale}>
          {item.name}
        </Link>
      </h2>
      <p lang={item.locale}>{item.summary}</p>
      <p className="osc-meta">
        <span className="osc-badge">{t(`components.categories.${item.category}`)}</span>
        <span>{item.licence}</span>
        {item.latestVersion ? <span>{t('components.latest', { version: item.latestVersion })}</span> : null}
      </p>
    </li>
  );
}
