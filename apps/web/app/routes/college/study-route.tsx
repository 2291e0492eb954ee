import { useTranslation } from 'react-i18next';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { CurrentUser, StudyRouteDetail, StudyRouteSummary } from '@occ/shared';
import { collegeLinks, collegePageMeta } from '~/features/college/page-meta';
import { RouteCards, RouteDetailView } from '~/features/college/StudyRoutes';
import { LoginGuard, requireAccess } from '~/lib/access';
import { apiCall, apiGet } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export const links = collegeLinks;

// /college/study_route (login guard): the routes; ?id=<route slug> one route with my progress.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { body } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  requireAccess(body.success ? body.result : null, 'login', request.url);
  const id = new URL(request.url).searchParams.get('id');
  if (id === null)
    return { routes: await apiGet<StudyRouteSummary[]>(context, '/api/college/routes'), route: null };
  if (!/^[a-z0-9-]{1,64}$/.test(id)) throw data(null, { status: 404 });
  return { routes: null, route: await apiGet<StudyRouteDetail>(context, `/api/college/routes/${id}`) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  collegePageMeta(localeOfMatches(matches), 'study_route', undefined, {
    title: data?.route?.title,
    private: true,
  });

export default function StudyRoutePage() {
  const { t } = useTranslation();
  const { routes, route } = useLoaderData<typeof loader>();
  return (
    <div className="page cl-page">
      <LoginGuard>
        {route ? (
          <RouteDetailView route={route} />
        ) : (
          <>
            <h1>{t('college.pages.study_route.title')}</h1>
            <p className="cl-lead">{t('college.pages.study_route.description')}</p>
            <RouteCards routes={routes ?? []} />
          </>
        )}
      </LoginGuard>
    </div>
  );
}
