import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '~/components/plain/Pager';
import { Empty } from '~/components/plain/plain';
import type { Page, ResourceItem } from '@occ/shared';
import { ResourceRow } from './ResourceDirectory';
import { request } from '~/lib/request';

/** how many resources one page of a vendor profile shows */
export const VENDOR_RESOURCES_PAGE_SIZE = 5;

export const vendorResourcesPath = (slug: string, page: number) =>
  `/api/vendors/${encodeURIComponent(slug)}/resources?page=${page}&pageSize=${VENDOR_RESOURCES_PAGE_SIZE}`;

/**
 * A vendor profile's resources (vendors.resources): the public downloads of its products, paged,
 * each downloading through a signed link like the resource directory's.
 */
export function VendorResources({ slug, initial }: { slug: string; initial: Page<ResourceItem> }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['vendors', slug, 'resources', page],
    queryFn: () => request<Page<ResourceItem>>(vendorResourcesPath(slug, page)),
    initialData: page === 1 ? initial : undefined,
    placeholderData: keepPreviousData,
  });
  const data = q.data ?? initial;
  return (
    <section aria-labelledby="vnd-resources" data-testid="vendor-resources">
      <h2 id="vnd-resources">{t('vendors.resources.title')}</h2>
      {data.items.length === 0 ? (
        <Empty description={t('vendors.resources.empty')} />
      ) : (
        <>
          <ul className="rs-list">
            {data.items.map((r) => (
              <ResourceRow key={r.id} r={r} />
            ))}
          </ul>
          {data.total > data.pageSize ? (
            <Pager current={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
          ) : null}
        </>
      )}
    </section>
  );
}
