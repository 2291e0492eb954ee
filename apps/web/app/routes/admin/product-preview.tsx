import { useTranslation } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  redirect,
  useLoaderData,
  useRouteError,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import katexCss from 'katex/dist/katex.min.css?url';
import { isSessionLost, type ProductDetail as Detail } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { NotFound } from '~/components/NotFound';
import { StatusPage } from '~/components/StatusPage';
import { ProductDetail } from '~/features/catalogue/ProductDetail';
import { catalogueLinks } from '~/features/catalogue/page-meta';
import { translateFor } from '~/i18n';
import { apiCall } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export const links: LinksFunction = () => [...catalogueLinks(), { rel: 'stylesheet', href: katexCss }];

// the working copy of an unpublished product: never cached, never indexed
export const headers: HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
});

/**
 * /admin/product_detailno/<id> (spec §2: the detail of a not-yet-published product): the working
 * copy (products.preview, staff with products.read) as the public page will show it.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const { status, body } = await apiCall<Detail>(context, `/api/admin/products/${id}/preview`);
  if (body.success) return { product: body.result };
  if (status === 401 || isSessionLost(body.code)) {
    const url = new URL(request.url);
    throw redirect(`/auth/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  throw data({ message: body.message, code: body.code }, { status: status >= 400 ? status : 500 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const robots = { name: 'robots', content: 'noindex, nofollow' };
  const label = translateFor(locale, 'adminAccess.preview.title');
  if (!data) return [{ title: `${label} · ${translateFor(locale, 'app.name')}` }, robots];
  return [{ title: `${label}: ${data.product.name} · ${translateFor(locale, 'app.name')}` }, robots];
};

export default function ProductPreviewRoute() {
  const { product } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page-narrow">
      <div className="cat-preview" role="note" data-testid="preview-banner">
        {t('adminAccess.preview.banner')}
      </div>
      <ProductDetail product={product} />
    </div>
  );
}

/** 403 → "not allowed", 404 → the not-found page, anything else → the page broke. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: string } | null)?.message
    : undefined;
  if (status === 404) return <NotFound message={message} />;
  return (
    <StatusPage
      status={status === 403 ? '403' : 'error'}
      title={
        <h1 className="result-title">{t(status === 403 ? 'adminAccess.preview.forbidden' : 'error.page')}</h1>
      }
      subTitle={status === 403 ? message : t('error.pageDetail')}
      extra={
        <LinkButton type="primary" to="/admin/product">
          {t('catalogue.backToConsole')}
        </LinkButton>
      }
    />
  );
}
