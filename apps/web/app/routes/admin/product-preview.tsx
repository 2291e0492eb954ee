import { useTranslation } from 'react-i18next';
import { useLoaderData, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import katexCss from 'katex/dist/katex.min.css?url';
import type { ProductDetail as Detail } from '@occ/shared';
import { PreviewBanner, PreviewError } from '~/components/Preview';
import { ProductDetail } from '~/features/catalogue/ProductDetail';
import { catalogueLinks } from '~/features/catalogue/page-meta';
import { localeOfMatches } from '~/lib/meta';
import { loadPreview, previewHeaders, previewMeta } from '~/lib/preview';

export const links: LinksFunction = () => [...catalogueLinks(), { rel: 'stylesheet', href: katexCss }];

// the working copy of an unpublished product: never cached, never indexed
export const headers = previewHeaders;

/**
 * /admin/product_detailno/<id> (spec §2: the detail of a not-yet-published product): the working
 * copy (products.preview, staff with products.read) as the public page will show it.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const product = await loadPreview<Detail>(
    context,
    request,
    params.id,
    (id) => `/api/admin/products/${id}/preview`,
  );
  return { product };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  previewMeta(localeOfMatches(matches), data?.product.name);

export default function ProductPreviewRoute() {
  const { product } = useLoaderData<typeof loader>();
  return (
    <div className="page-narrow">
      <PreviewBanner />
      <ProductDetail product={product} />
    </div>
  );
}

/** 403 → "not allowed", 404 → the not-found page, anything else → the page broke. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return <PreviewError back={{ to: '/admin/product', label: t('catalogue.backToConsole') }} />;
}
