import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CATEGORIES_BY_KIND,
  COMPARE_MAX,
  COMPARE_MIN,
  comparePath,
  type CatalogueKind,
  type ProductPage,
} from '@occ/shared';
import { PageLinks } from '~/components/PageLinks';
import { Empty } from '~/components/plain/plain';
import { ProductCard } from './ProductCard';

/** Where a kind's list of one category (or of all, `null`) lives. */
export function listPath(kind: CatalogueKind, category: string | null): string {
  if (category) return `/${kind}/${category}`;
  return kind === 'hardware'
    ? '/hardware/preview'
    : kind === 'solution'
      ? '/solution'
      : '/software/operating';
}

/**
 * The one list of every catalogue page: the kind's categories as tabs (real links), the cards,
 * the empty state and the pager. `category` null lists the whole kind.
 */
export function CatalogueList({
  kind,
  category,
  page,
  query = '',
}: {
  kind: CatalogueKind;
  category: string | null;
  page: ProductPage;
  /** filters kept by the pager's links (`isa=RV64GCV&coresMin=8`) */
  query?: string;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = (code: string) =>
    setPicked((now) => (now.includes(code) ? now.filter((c) => c !== code) : [...now, code]));
  const base = listPath(kind, category);
  const hrefOf = (n: number) => {
    const q = [query, n === 1 ? '' : `page=${n}`].filter(Boolean).join('&');
    return q ? `${base}?${q}` : base;
  };
  const tabs = [
    ...(kind === 'software' ? [] : [{ key: null as string | null, label: t('catalogue.all') }]),
    ...CATEGORIES_BY_KIND[kind].map((c) => ({
      key: c as string | null,
      label: t(`catalogue.categories.${c}`),
    })),
  ];
  return (
    <>
      <nav aria-label={t('catalogue.categoriesLabel')}>
        <ul className="cat-tabs">
          {tabs.map((tab) => (
            <li key={tab.key ?? 'all'}>
              <Link to={listPath(kind, tab.key)} aria-current={tab.key === category ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page.items.length === 0 ? (
        <Empty description={t('catalogue.empty')} />
      ) : (
        <ul className="cat-grid" data-testid="product-list">
          {page.items.map((p) => (
            <li key={p.code}>
              <ProductCard
                product={p}
                compare={{
                  checked: picked.includes(p.code),
                  full: picked.length >= COMPARE_MAX,
                  toggle: () => toggle(p.code),
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="cat-compare-bar" aria-live="polite">
        <span>{t('catalogue.compare.picked', { count: picked.length, max: COMPARE_MAX })}</span>
        {picked.length >= COMPARE_MIN ? (
          <Link to={comparePath(kind, picked)} data-testid="compare-go">
            {t('catalogue.compare.go')}
          </Link>
        ) : (
          <Link to={comparePath(kind, picked)}>{t('catalogue.compare.open')}</Link>
        )}
      </div>
      <PageLinks
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
        hrefOf={hrefOf}
        label={t('catalogue.pagination')}
        className="cat-pagination"
        prevNext={{ prev: t('catalogue.prev'), next: t('catalogue.next') }}
        showTotal={(total) => t('catalogue.total', { count: total })}
      />
    </>
  );
}
