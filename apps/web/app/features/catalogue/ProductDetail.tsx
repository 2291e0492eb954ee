import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { comparePath, productPath, type ProductDetail as Detail } from '@occ/shared';
import { vendorPath } from '@occ/shared/vendors/paths';
import { CollectProduct } from './CollectProduct';
import { ProductRelated } from './ProductRelated';
import { TryInLab } from './TryInLab';

/** A product's page body: image, name, vendor, specifications, links and the rendered description. */
export function ProductDetail({
  product: p,
  vendorSlug = null,
  comparable = false,
}: {
  product: Detail;
  vendorSlug?: string | null;
  /** a published product's page offers "compare with…" and collect (not a preview) */
  comparable?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <article className="cat-detail" lang={p.locale} data-testid="product-detail">
      <div className="cat-detail-top">
        {p.imageUrl ? <img src={p.imageUrl} alt="" width={400} height={300} /> : <span />}
        <div>
          <h1>{p.name}</h1>
          <p className="cat-meta">
            <span className="cat-badge">{t(`catalogue.categories.${p.category}`)}</span>
            <span>
              {t('catalogue.vendor')}:{' '}
              {vendorSlug ? <Link to={vendorPath(vendorSlug)}>{p.vendor}</Link> : p.vendor}
            </span>
          </p>
          <p className="cat-summary">{p.summary}</p>
          {comparable ? (
            <p className="cat-actions">
              <Link to={comparePath(p.kind, [p.code])} data-testid="compare-with">
                {t('catalogue.compare.with')}
              </Link>
              <CollectProduct targetId={p.targetId} />
            </p>
          ) : null}
          <TryInLab boards={p.labBoards} />
          {p.attributes.length ? (
            <section aria-labelledby="cat-specs-heading">
              <h2 id="cat-specs-heading">{t('catalogue.specs')}</h2>
              <dl className="cat-specs">
                {p.attributes.map((a) => (
                  <div key={a.name} style={{ display: 'contents' }}>
                    <dt>{a.name}</dt>
                    <dd>{a.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {p.basedOn ? (
            <p>
              {t('catalogue.basedOn')}:{' '}
              <Link to={productPath({ ...p.basedOn, category: '' })}>{p.basedOn.name}</Link>
            </p>
          ) : null}
          {p.website || p.links.length ? (
            <ul className="cat-links" aria-label={t('catalogue.links')}>
              {p.website ? (
                <li>
                  <a href={p.website} rel="noopener noreferrer" target="_blank">
                    {t('catalogue.website')}
                  </a>
                </li>
              ) : null}
              {p.links.map((l) =>
                l.url.startsWith('/') ? (
                  <li key={l.url}>
                    <Link to={l.url}>{l.label}</Link>
                  </li>
                ) : (
                  <li key={l.url}>
                    <a href={l.url} rel="noopener noreferrer" target="_blank">
                      {l.label}
                    </a>
                  </li>
                ),
              )}
            </ul>
          ) : null}
        </div>
      </div>
      {p.locale !== i18n.language && i18n.language === 'en-US' ? (
        <p className="notice">{t('catalogue.translationMissing')}</p>
      ) : null}
      {p.html ? (
        <section aria-label={t('catalogue.overview')}>
          {/* html comes from the server's sanitising markdown pipeline */}
          <div className="markdown-body" dangerouslySetInnerHTML={{ __html: p.html }} />
        </section>
      ) : null}
      <ProductRelated related={p.related} />
    </article>
  );
}
