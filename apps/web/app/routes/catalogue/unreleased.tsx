import { useTranslation } from 'react-i18next';
import { useLoaderData, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import katexCss from 'katex/dist/katex.min.css?url';
import type { ProductDetail as Detail } from '@occ/shared';
import { PREVIEW_TOKEN_PARAM } from '@occ/shared/pages/preview-links';
import { PreviewBanner, PreviewError } from '~/components/Preview';
import { ProductDetail } from '~/features/catalogue/ProductDetail';
import { catalogueLinks } from '~/features/catalogue/page-meta';
import { localeOfMatches } from '~/lib/meta';
import { loadPreview, previewHeaders, previewMeta } from '~/lib/preview';

export const links: LinksFunction = () => [...catalogueLinks(), { rel: 'stylesheet', href: katexCss }];

// the working copy of an unreleased product: never cached, never indexed
export const headers = previewHeaders;

/**
 * /product_detailno/<id> (spec §2): a vendor's product before release, as its page will show it
 * (products.unreleased) — for the vendor's members, staff, and whoever holds a reviewer's preview
 * link (`?preview_token=`). A visitor without a link is sent to login; anyone else gets 404.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get(PREVIEW_TOKEN_PARAM);
  const query = token ? `?${PREVIEW_TOKEN_PARAM}=${encodeURIComponent(token)}` : '';
  const product = await loadPreview<Detail>(
    context,
    request,
    params.id,
    (id) => `/api/products/unreleased/${id}${query}`,
  );
  return { product };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  previewMeta(localeOfMatches(matches), data?.product.name);

export default function UnreleasedProductRoute() {
  const { product } = useLoaderData<typeof loader>();
  return (
    <div className="page page-narrow">
      <PreviewBanner />
      <ProductDetail product={product} />
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return <PreviewError back={{ to: '/people/my/product', label: t('catalogue.backToMyProducts') }} />;
}
