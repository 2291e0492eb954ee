import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBytes } from '@occ/shared';
import { resourceQuery, useResources } from './api';
import { DownloadButton } from '~/components/DownloadButton';

/** A product page's resources section (resources.list by product); nothing when it has none. */
export function ProductResources({ code }: { code: string }) {
  const { t } = useTranslation();
  const list = useResources(resourceQuery(null, 1, '', code));
  const items = list.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section
      aria-labelledby="product-resources-heading"
      className="rs-product"
      data-testid="product-resources"
    >
      <h2 id="product-resources-heading">{t('resources.meta.productSection')}</h2>
      <ul className="rs-list">
        {items.map((r) => (
          <li key={r.id} className="rs-item">
            <div className="rs-main">
              <h3 className="rs-name">{r.name}</h3>
              <div className="rs-facts">
                <span>{t(`resources.types.${r.type}`)}</span>
                {r.version ? <span>{t('resources.meta.versionOf', { version: r.version })}</span> : null}
                <span>
                  {t('resources.size')} {formatBytes(r.size)}
                </span>
              </div>
            </div>
            <DownloadButton
              linkPath={`/api/resources/${r.id}/link`}
              label={t('resources.downloadNamed', { name: r.name })}
            />
          </li>
        ))}
      </ul>
      {(list.data?.total ?? 0) > items.length ? (
        <Link to={`/community/download?product=${encodeURIComponent(code)}`}>
          {t('resources.meta.productAll')}
        </Link>
      ) : null}
    </section>
  );
}
