import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productPath, type CatalogueKind, type ProductRelated as Related } from '@occ/shared';

const LINKS = ['documents', 'resources', 'questions', 'posts'] as const;
const PRODUCTS = ['runsOn', 'software', 'derived'] as const;

/**
 * What links to a product (its documents, resources, questions and posts) and its compatible
 * products, each a titled list; nothing at all when the product has none.
 */
export function ProductRelated({ related }: { related: Related }) {
  const { t } = useTranslation();
  const links = LINKS.filter((k) => related[k].length);
  const products = PRODUCTS.filter((k) => related[k].length);
  if (!links.length && !products.length) return null;
  return (
    <section className="cat-related" aria-labelledby="cat-related-heading" data-testid="product-related">
      <h2 id="cat-related-heading">{t('catalogue.related.title')}</h2>
      <div className="cat-related-grid">
        {products.map((k) => (
          <section key={k} aria-labelledby={`cat-related-${k}`}>
            <h3 id={`cat-related-${k}`}>{t(`catalogue.related.${k}`)}</h3>
            <ul>
              {related[k].map((p) => (
                <li key={p.code}>
                  <Link
                    to={productPath({ code: p.code, kind: p.kind as CatalogueKind, category: p.category })}
                  >
                    {p.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {links.map((k) => (
          <section key={k} aria-labelledby={`cat-related-${k}`}>
            <h3 id={`cat-related-${k}`}>{t(`catalogue.related.${k}`)}</h3>
            <ul>
              {related[k].map((l) => (
                <li key={l.url}>
                  <Link to={l.url}>{l.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
