import { Result } from 'antd';
import katexCss from 'katex/dist/katex.min.css?url';
import { useTranslation } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { contentLocale, translate, type CurrentUser, type PostDetail } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { NotFound } from '~/components/NotFound';
import { PageError } from '~/components/PageError';
import { WritePage } from '~/features/posts/editor/WritePage';
import { postsLinks, postsPageMeta } from '~/features/posts/page-meta';
import { LoginGuard, requireAccess } from '~/lib/access';
import { apiCall } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export const links: LinksFunction = () => [...postsLinks(), { rel: 'stylesheet', href: katexCss }];

// /community/post/write (login; ?id= edits one of my posts). The editor's code lives only in this
// route's chunk. A post of someone else is refused with spec §6's words.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { body: me } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  requireAccess(me.success ? me.result : null, 'login', request.url);
  const id = new URL(request.url).searchParams.get('id');
  if (!id) return { post: null };
  const { status, body } = await apiCall<PostDetail>(context, `/api/posts/${encodeURIComponent(id)}`);
  if (!body.success) {
    const notFound = status === 404 || status === 400 || status === 422;
    throw data({ message: body.message }, { status: notFound ? 404 : status >= 400 ? status : 500 });
  }
  if (!body.result.can.edit) throw data({ message: null }, { status: 403 });
  return { post: body.result };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  postsPageMeta(localeOfMatches(matches), d?.post ? 'edit' : 'write', undefined, { private: true });

export default function WritePost() {
  const { t } = useTranslation();
  const { post } = useLoaderData<typeof loader>();
  return (
    <LoginGuard>
      <h1>{t(post ? 'posts.pages.edit.title' : 'posts.pages.write.title')}</h1>
      <WritePage key={post?.id ?? 'new'} post={post} />
    </LoginGuard>
  );
}

/** Someone else's post: "You are not authorized to operate the draft." (spec §6). */
export function ErrorBoundary() {
  const { t, i18n } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFound message={(error.data as { message?: string } | null)?.message} />;
  if (isRouteErrorResponse(error) && error.status === 403)
    return (
      <Result
        status="403"
        title={
          <h1 className="result-title">{translate('draftNotAuthorized', contentLocale(i18n.language))}</h1>
        }
        extra={
          <LinkButton type="primary" to="/community/post">
            {t('posts.pages.list.title')}
          </LinkButton>
        }
      />
    );
  return <PageError />;
}
