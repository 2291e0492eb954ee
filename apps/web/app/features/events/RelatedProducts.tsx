import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventDetail } from '@occ/shared';

/** The products related to an event, as cards linking to each product's page. */
export function RelatedProducts({ products }: { products: EventDetail['relatedProducts'] }) {
  const { t } = useTranslation();
  if (!products.length) return null;
  return (
    <section className="ev-related" aria-labelledby="ev-related-title" data-testid="event-products">
      <h2 id="ev-related-title">{t('events.related.title')}</h2>
      <ul className="ev-related-list">
        {products.map((p) => (
          <li key={p.id} className="ev-related-card">
            {p.imageUrl ? <img src={p.imageUrl} alt="" width={64} height={64} loading="lazy" /> : null}
            <span>
              <Link to={p.href}>{p.name}</Link>
              <span className="ev-related-vendor">{t('events.related.vendor', { vendor: p.vendor })}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
