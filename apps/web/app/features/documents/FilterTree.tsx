import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentFilterTree } from '@occ/shared';
import { hrefOf, type DocumentFilters } from './query';

interface Props {
  tree: DocumentFilterTree;
  filters: DocumentFilters;
  base: string;
}

/** The sidebar: products, each with its categories, then the versions; every choice is a link. */
export function FilterTree({ tree, filters, base }: Props) {
  const { t } = useTranslation();
  const current = (on: boolean) => (on ? ('page' as const) : undefined);
  const none = !filters.product && !filters.category && !filters.version;
  return (
    <nav className="doc-tree" aria-label={t('documents.filters')}>
      <ul>
        <li>
          <Link
            to={hrefOf(base, filters, { product: null, category: null, version: null })}
            aria-current={current(none)}
          >
            {t('documents.all')}
          </Link>
        </li>
        {tree.products.map((p) => {
          const product = p.id === null ? null : String(p.id);
          const open = product !== null && filters.product === product;
          return (
            <li key={product ?? 'general'}>
              {product ? (
                <Link
                  to={hrefOf(base, filters, { product, category: null })}
                  aria-current={current(open && !filters.category)}
                  className="doc-tree-product"
                >
                  {p.name} <span className="doc-tree-count">{p.count}</span>
                </Link>
              ) : (
                <span className="doc-tree-product">{t('documents.noProduct')}</span>
              )}
              <ul>
                {p.categories.map((c) => (
                  <li key={c.key}>
                    <Link
                      to={hrefOf(base, filters, { product, category: c.key as DocumentFilters['category'] })}
                      aria-current={current(filters.product === product && filters.category === c.key)}
                    >
                      {t(`documents.categories.${c.key}`)} <span className="doc-tree-count">{c.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      {tree.versions.length > 1 ? (
        <>
          <h2 className="doc-tree-heading">{t('documents.version')}</h2>
          <ul className="doc-tree-versions">
            <li>
              <Link to={hrefOf(base, filters, { version: null })} aria-current={current(!filters.version)}>
                {t('documents.allVersions')}
              </Link>
            </li>
            {tree.versions.map((v) => (
              <li key={v}>
                <Link
                  to={hrefOf(base, filters, { version: v })}
                  aria-current={current(filters.version === v)}
                >
                  {v}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </nav>
  );
}
