import { useTranslation } from 'react-i18next';
import { useLoaderData, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { Page, VendorCard, VendorListKind } from '@occ/shared';
import { VENDOR_REGIONS } from '@occ/shared/vendors/paths';
import { VendorList, listHref } from '~/features/vendors/VendorList';
import css from '~/features/vendors/vendors.css?url';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

const KINDS: Record<string, VendorListKind> = { vendor: 'vendor', partner: 'partner', reseller: 'reseller' };

/** /vendor, /partner and /reseller (spec §2): the listings with a region filter and contact. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const kind = KINDS[url.pathname.split('/')[1] ?? ''] ?? 'vendor';
  const raw = url.searchParams.get('region');
  const region = VENDOR_REGIONS.find((r) => r === raw) ?? null;
  const n = Number(url.searchParams.get('page') ?? '1');
  const pageNo = Number.isInteger(n) && n > 0 && n < 100000 ? n : 1;
  const q = `kind=${kind}${region ? `&region=${region}` : ''}&page=${pageNo}&pageSize=12`;
  const page = await apiGet<Page<VendorCard>>(context, `/api/vendors?${q}`);
  return { kind, region, page, url: `${context.publicUrl}${listHref(kind, region, pageNo)}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const kind = data?.kind ?? 'vendor';
  const title = `${translateFor(locale, `vendors.lists.${kind}.title`)} · ${translateFor(locale, 'app.name')}`;
  const description = translateFor(locale, `vendors.lists.${kind}.description`);
  return data ? pageMeta({ title, description, url: data.url }) : [{ title }];
};

export default function VendorListRoute() {
  const { kind, region, page } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{t(`vendors.lists.${kind}.title`)}</h1>
      <p>{t(`vendors.lists.${kind}.description`)}</p>
      <VendorList kind={kind} region={region} page={page} />
    </div>
  );
}
