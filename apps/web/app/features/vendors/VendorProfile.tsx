import { ButtonLink, Empty } from '~/components/plain/plain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productPath, type VendorProfile as Profile } from '@occ/shared';
import { FollowVendorButton } from './FollowVendorButton';

/**
 * A vendor's page: logo, name, roles, introduction, contact, follow, where to find it, and its
 * published products (the route adds their resources).
 */
export function VendorProfile({ vendor: v, loggedIn }: { vendor: Profile; loggedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="vnd-profile" data-testid="vendor-profile">
      <header className="vnd-profile-head">
        {v.logoUrl ? <img src={v.logoUrl} alt="" width={96} height={96} /> : null}
        <div>
          <h1>{v.name}</h1>
          <p className="vnd-meta">
            <span>{t(`vendors.regions.${v.region}`)}</span>
            {v.partner ? <span className="vnd-badge">{t('vendors.partner')}</span> : null}
            {v.reseller ? <span className="vnd-badge">{t('vendors.reseller')}</span> : null}
          </p>
          <FollowVendorButton
            slug={v.slug}
            loggedIn={loggedIn}
            following={v.following}
            followers={v.followers}
          />
          {v.member ? (
            <ButtonLink to="/people/my/vendor" look={{ size: 'small' }}>
              {t('vendors.edit')}
            </ButtonLink>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="vnd-intro">
        <h2 id="vnd-intro">{t('vendors.intro')}</h2>
        {v.intro.split(/\n\s*\n/).map((para, i) => (
          <p key={i}>{para}</p>
        ))}
        <dl className="vnd-facts">
          {v.website ? (
            <>
              <dt>{t('vendors.website')}</dt>
              <dd>
                <a href={v.website} rel="noopener noreferrer" target="_blank">
                  {v.website}
                </a>
              </dd>
            </>
          ) : null}
          {v.contact ? (
            <>
              <dt>{t('vendors.contact')}</dt>
              <dd>{v.contact}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {v.locations.length ? (
        <section aria-labelledby="vnd-locations">
          <h2 id="vnd-locations">{t('vendors.locations.title')}</h2>
          <ul className="vnd-locations" data-testid="vendor-locations">
            {v.locations.map((l, i) => (
              <li key={i}>
                <strong>
                  {t(`vendors.locations.kinds.${l.kind}`)} · {l.city}
                </strong>
                <span>{l.address}</span>
                {l.phone ? (
                  <span>
                    {t('vendors.locations.phone')}:{' '}
                    <a href={`tel:${l.phone.replace(/[^0-9+]/g, '')}`}>{l.phone}</a>
                  </span>
                ) : null}
                {l.email ? (
                  <span>
                    {t('vendors.locations.email')}: <a href={`mailto:${l.email}`}>{l.email}</a>
                  </span>
                ) : null}
                {l.mapUrl ? (
                  <a href={l.mapUrl} rel="noopener noreferrer" target="_blank">
                    {t('vendors.locations.map')}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="vnd-products">
        <h2 id="vnd-products">{t('vendors.products')}</h2>
        {v.products.length === 0 ? (
          <Empty description={t('vendors.noProducts')} />
        ) : (
          <ul className="vnd-products">
            {v.products.map((p) => (
              <li key={p.code}>
                {p.imageUrl ? (
                  <img src={p.imageUrl} alt="" width={80} height={60} loading="lazy" />
                ) : (
                  <span />
                )}
                <Link to={productPath(p)}>{p.name}</Link>
                <span className="vnd-muted">{t(`catalogue.categories.${p.category}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
