import { useTranslation } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  useLoaderData,
  useRevalidator,
  useRouteError,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { isSessionLost } from '@occ/shared';
import { pagePath, pageSlug, type PublicPage } from '@occ/shared/pages/blocks';
import { PREVIEW_TOKEN_PARAM } from '@occ/shared/pages/preview-links';
import { NotFound } from '~/components/NotFound';
import { PlainButton } from '~/components/plain/plain';
import { StatusPage } from '~/components/StatusPage';
import { PageView } from '~/features/pages/PageView';
import css from '~/features/pages/pages.css?url';
import certifiedCss from '~/features/pages/certified.css?url';
import { translateFor } from '~/i18n';
import { loginRedirect } from '~/lib/access';
import { apiCall } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';
import { PREVIEW_HEADERS } from '~/lib/preview';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: css },
  { rel: 'stylesheet', href: certifiedCss },
];

// a staff preview is the working copy: never cached, never indexed
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const h: Record<string, string> = {};
  const cc = loaderHeaders.get('Cache-Control');
  if (cc) h['Cache-Control'] = cc;
  const robots = loaderHeaders.get('X-Robots-Tag');
  if (robots) h['X-Robots-Tag'] = robots;
  return h;
};

/**
 * One module for every page of typed blocks: /service/<slug>, /iscas and the college's programme
 * pages /college/talent, /college/training and /college/campus (spec §2). The page is
 * read on the server (content-pages API); `?preview=1` shows staff the working copy. Unknown
 * slugs are the 404 page; a failed read is spec §8's "Error in obtaining configuration data".
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/$/, '');
  const slug = params.slug ?? path.slice(path.lastIndexOf('/') + 1);
  if (!pageSlug.safeParse(slug).success || pagePath(slug) !== path) throw data(null, { status: 404 });
  // a shared preview link (any holder, until it expires) or a staff preview (?preview=1)
  const token = url.searchParams.get(PREVIEW_TOKEN_PARAM);
  const preview = token !== null || url.searchParams.get('preview') === '1';
  const api = token
    ? `/api/content-pages/${slug}/shared-preview?token=${encodeURIComponent(token)}`
    : `/api/content-pages/${slug}${preview ? '/preview' : ''}`;
  const { status, body } = await apiCall<PublicPage>(context, api);
  if (body.success) {
    const headers = preview ? PREVIEW_HEADERS : undefined;
    return data({ page: body.result, preview, url: `${context.publicUrl}${path}` }, { headers });
  }
  if (!token && preview && (status === 401 || isSessionLost(body.code))) throw loginRedirect(request.url);
  if (status === 404 || status === 403 || status === 410) throw data({ message: body.message }, { status });
  throw data({ message: body.message }, { status: 503 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  const locale = localeOfMatches(matches);
  const app = translateFor(locale, 'app.name');
  if (!data) {
    // the error page's own title: an expired preview link, a refused one, the configuration error
    const status = isRouteErrorResponse(error) ? error.status : 404;
    const key =
      status === 410
        ? 'pages.previewLinkExpired'
        : status === 403
          ? 'adminAccess.preview.forbidden'
          : status === 404
            ? null
            : 'pages.configError';
    const title = key ? translateFor(locale, key) : '404';
    return [{ title: `${title} · ${app}` }, { name: 'robots', content: 'noindex' }];
  }
  const { page } = data;
  const hero = page.blocks.find((b) => b.type === 'hero') as { props: { subtitle?: string } } | undefined;
  const tags = pageMeta({
    title: `${page.title} · ${app}`,
    description: hero?.props.subtitle || page.title,
    url: data.url,
    locale: page.locale,
  });
  return data.preview ? [...tags, { name: 'robots', content: 'noindex, nofollow' }] : tags;
};

export default function BlockPageRoute() {
  const { page, preview } = useLoaderData<typeof loader>();
  return <PageView page={page} preview={preview} />;
}

/** 404 → the not-found page; 403 → not allowed (preview); 410 → an expired preview link; else the configuration error with a retry. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: string } | null)?.message
    : undefined;
  if (status === 404) return <NotFound />;
  if (status === 410)
    return (
      <StatusPage
        status="info"
        title={<h1 className="result-title">{t('pages.previewLinkExpired')}</h1>}
        subTitle={message}
      />
    );
  if (status === 403)
    return (
      <StatusPage
        status="403"
        title={<h1 className="result-title">{t('adminAccess.preview.forbidden')}</h1>}
        subTitle={message}
      />
    );
  return (
    <StatusPage
      status="error"
      title={<h1 className="result-title">{t('pages.configError')}</h1>}
      subTitle={t('pages.configErrorDetail')}
      extra={
        <PlainButton
          look={{ type: 'primary', loading: revalidator.state === 'loading' }}
          onClick={() => void revalidator.revalidate()}
        >
          {t('error.retry')}
        </PlainButton>
      }
    />
  );
}
