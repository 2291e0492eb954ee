import { useTranslation } from 'react-i18next';
import { Empty } from '~/components/plain/plain';
import { Link } from 'react-router';
import { kindOfCategory, productPath, type ProductSummary } from '@occ/shared';

export function FeaturedProducts({ products }: { products: ProductSummary[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="featured-heading" className="home-section">
      <h2 id="featured-heading">{t('home.featured')}</h2>
      {products.length === 0 ? (
        <Empty description={t('home.noProducts')} />
      ) : (
        <ul className="product-grid">
          {products.map((p) => (
            <li key={p.code}>
              {/* plain card markup: antd's Card brings Tabs and Skeleton along to the home page */}
              <article className="product-card">
                {p.imageUrl ? <img src={p.imageUrl} alt="" width={400} height={300} loading="lazy" /> : null}
                <div className="product-card-body">
                  <h3 className="product-name">
                    <Link to={productPath({ kind: kindOfCategory(p.kind), category: p.kind, code: p.code })}>
                      {p.name}
                    </Link>
                  </h3>
                  <p className="product-meta">
                    <span className="product-kind">{t(`home.kind.${p.kind}`)}</span>
                    <span>{p.vendor}</span>
                  </p>
                  <p className="product-summary">{p.summary}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
