import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Page, VendorCard, VendorListKind } from '@occ/shared';
import { VENDOR_REGIONS, vendorPath } from '@occ/shared/vendors/paths';
import { PageLinks } from '~/components/PageLinks';
import { Empty } from '~/components/plain/plain';

export const LIST_PATHS: Record<VendorListKind, string> = {
  vendor: '/vendor',
  partner: '/partner',
  reseller: '/reseller',
};

/** The address of a listing page with its region filter and page number. */
export function listHref(kind: VendorListKind, region: string | null, page = 1): string {
  const q = new URLSearchParams();
  if (region) q.set('region', region);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return `${LIST_PATHS[kind]}${s ? `?${s}` : ''}`;
}

/** Tabs between the three listings and the region filter, as links (they work without JS). */
function Filters({ kind, region }: { kind: VendorListKind; region: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('vendors.listsLabel')}>
        <ul className="vnd-tabs">
          {(Object.keys(LIST_PATHS) as VendorListKind[]).map((k) => (
            <li key={k}>
              <Link to={listHref(k, region)} aria-current={k === kind ? 'page' : undefined}>
                {t(`vendors.lists.${k}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('vendors.regionLabel')}>
        <ul className="vnd-tabs vnd-regions">
          <li>
            <Link to={listHref(kind, null)} aria-current={region === null ? 'page' : undefined}>
              {t('vendors.allRegions')}
            </Link>
          </li>
          {VENDOR_REGIONS.map((r) => (
            <li key={r}>
              <Link to={listHref(kind, r)} aria-current={r === region ? 'page' : undefined}>
                {t(`vendors.regions.${r}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** One vendor of a listing: logo, name (the link), region, roles, summary and contact. */
function VendorCardItem({ v }: { v: VendorCard }) {
  const { t } = useTranslation();
  return (
    <li className="vnd-card" data-testid="vendor-card">
      {v.logoUrl ? <img src={v.logoUrl} alt="" width={64} height={64} loading="lazy" /> : <span />}
      <div>
        <h2>
          <Link to={vendorPath(v.slug)}>{v.name}</Link>
        </h2>
        <p className="vnd-meta">
          <span>{t(`vendors.regions.${v.region}`)}</span>
          {v.partner ? <span className="vnd-badge">{t('vendors.partner')}</span> : null}
          {v.reseller ? <span className="vnd-badge">{t('vendors.reseller')}</span> : null}
        </p>
        <p>{v.summary}</p>
        {v.contact ? (
          <p className="vnd-contact">
            {t('vendors.contact')}: {v.contact}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** A listing page's body: filters, the cards (or the empty state) and the pager. */
export function VendorList({
  kind,
  region,
  page,
}: {
  kind: VendorListKind;
  region: string | null;
  page: Page<VendorCard>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Filters kind={kind} region={region} />
      {page.items.length === 0 ? (
        <Empty description={t('vendors.empty')} />
      ) : (
        <ul className="vnd-grid">
          {page.items.map((v) => (
            <VendorCardItem key={v.slug} v={v} />
          ))}
        </ul>
      )}
      <PageLinks
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
        hrefOf={(n) => listHref(kind, region, n)}
        label={t('vendors.pagination')}
      />
    </>
  );
}
