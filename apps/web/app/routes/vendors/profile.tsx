import { useTranslation } from 'react-i18next';
import {
  data,
  useLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import {
  vendorPath,
  vendorSlug,
  type Page,
  type ResourceItem,
  type VendorProfile as Profile,
} from '@occ/shared';
import { Breadcrumb } from '~/components/Breadcrumb';
import { VendorProfile } from '~/features/vendors/VendorProfile';
import { VendorResources, vendorResourcesPath } from '~/features/resources/VendorResources';
import css from '~/features/vendors/vendors.css?url';
import { translateFor } from '~/i18n';
import { useCurrentUser } from '~/lib/current-user';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

/** /vendor/:slug: a vendor's profile; an unknown slug is the 404 page with HTTP 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (!vendorSlug.safeParse(slug).success) throw data(null, { status: 404 });
  const [vendor, resources] = await Promise.all([
    apiGet<Profile>(context, `/api/vendors/${encodeURIComponent(slug)}`),
    apiGet<Page<ResourceItem>>(context, vendorResourcesPath(slug, 1)),
  ]);
  return { vendor, resources, url: `${context.publicUrl}${vendorPath(vendor.slug)}` };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => {
  const locale = localeOfMatches(matches);
  if (!d) return [{ title: `404 · ${translateFor(locale, 'app.name')}` }];
  const title = `${d.vendor.name} · ${translateFor(locale, 'app.name')}`;
  return pageMeta({ title, description: d.vendor.summary, url: d.url, image: d.vendor.logoUrl ?? undefined });
};

export default function VendorProfileRoute() {
  const { vendor, resources } = useLoaderData<typeof loader>();
  const { user } = useCurrentUser();
  const { t } = useTranslation();
  return (
    <div className="page page-narrow">
      <Breadcrumb
        label={t('vendors.breadcrumb')}
        trail={[
          { to: '/', label: t('nav.home') },
          { to: '/vendor', label: t('vendors.lists.vendor.title') },
        ]}
        current={vendor.name}
      />
      <VendorProfile vendor={vendor} loggedIn={user !== null} />
      <VendorResources slug={vendor.slug} initial={resources} />
    </div>
  );
}
