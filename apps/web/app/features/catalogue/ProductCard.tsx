import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productPath, type ProductCard as Card } from '@occ/shared';

/** One product of a list: image, name (the link), category and vendor, summary, key figures. */
export function ProductCard({
  product: p,
  compare,
}: {
  product: Card;
  /** the list's compare pick: checked, and whether more may be picked */
  compare?: { checked: boolean; full: boolean; toggle: () => void };
}) {
  const { t } = useTranslation();
  const to = productPath(p);
  return (
    <article className="cat-card" data-testid="product-card">
      {p.imageUrl ? <img src={p.imageUrl} alt="" width={400} height={300} loading="lazy" /> : null}
      <div className="cat-card-body">
        <h2>
          <Link to={to}>{p.name}</Link>
        </h2>
        <p className="cat-meta">
          <span className="cat-badge">{t(`catalogue.categories.${p.category}`)}</span>
          <span>{p.vendor}</span>
        </p>
        <p className="cat-summary">{p.summary}</p>
        {p.highlights.length ? (
          <dl className="cat-highlights">
            {p.highlights.map((h) => (
              <div key={h.name}>
                <dt>{h.name}</dt>
                <dd>{h.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {compare ? (
          <label className="cat-compare-pick">
            <input
              type="checkbox"
              checked={compare.checked}
              disabled={compare.full && !compare.checked}
              onChange={compare.toggle}
              data-testid="compare-pick"
            />{' '}
            {t('catalogue.compare.pick', { name: p.name })}
          </label>
        ) : null}
      </div>
    </article>
  );
}
