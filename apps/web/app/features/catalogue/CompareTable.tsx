import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { comparePath, productPath, type ProductComparison } from '@occ/shared';

/**
 * The products side by side: one column per product (name, vendor, remove), one row per
 * attribute; a differing row is marked (class and a hidden word for screen readers). The table
 * scrolls sideways inside its own region on a narrow screen.
 */
export function CompareTable({ comparison, onlyDiff }: { comparison: ProductComparison; onlyDiff: boolean }) {
  const { t } = useTranslation();
  const { kind, products } = comparison;
  const codes = products.map((p) => p.code);
  const rows = onlyDiff ? comparison.rows.filter((r) => r.differs) : comparison.rows;
  return (
    <div className="cat-compare-scroll" role="region" aria-label={t('catalogue.compare.table')} tabIndex={0}>
      <table className="cat-compare" data-testid="compare-table">
        <thead>
          <tr>
            <th scope="col">{t('catalogue.compare.attribute')}</th>
            {products.map((p) => (
              <th scope="col" key={p.code}>
                <Link to={productPath(p)}>{p.name}</Link>
                <span className="cat-compare-vendor">{p.vendor}</span>
                {codes.length > 2 ? (
                  <Link
                    className="cat-compare-remove"
                    to={comparePath(
                      kind,
                      codes.filter((c) => c !== p.code),
                    )}
                  >
                    {t('catalogue.compare.remove', { name: p.name })}
                  </Link>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name} className={r.differs ? 'cat-compare-diff' : undefined} data-differs={r.differs}>
              <th scope="row">
                {r.name}
                {r.differs ? <span className="sr-only"> ({t('catalogue.compare.differs')})</span> : null}
              </th>
              {r.values.map((v, i) => (
                <td key={codes[i]}>{v ?? '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
