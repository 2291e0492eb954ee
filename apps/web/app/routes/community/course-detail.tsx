import {
  data,
  useLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { lazy } from 'react';
import type { CurrentUser, LessonDetail } from '@occ/shared';
import { LessonView } from '~/features/college/LessonView';
import { collegeLinks, collegePageMeta } from '~/features/college/page-meta';
import { documentLinks } from '~/features/documents/page-meta';
import { LoginGuard, requireAccess } from '~/lib/access';
import { apiGet, apiCall } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

// a document lesson shows the document centre's viewer
// the document centre's viewer (and pdf.js for PDFs) loads on document lessons only, in the browser
const LessonDocument = lazy(() => import('./lesson-document'));

export const links: LinksFunction = () => [...collegeLinks(), ...documentLinks()];

// /community/course/detail?id=<lesson id> (login guard): the learning view of one lesson.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { body } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  requireAccess(body.success ? body.result : null, 'login', request.url);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!/^[1-9]\d{0,8}$/.test(id)) throw data(null, { status: 404 });
  return { lesson: await apiGet<LessonDetail>(context, `/api/college/lessons/${id}`) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  collegePageMeta(localeOfMatches(matches), 'lesson', undefined, {
    title: data?.lesson.title,
    private: true,
  });

export default function LessonPage() {
  const { lesson } = useLoaderData<typeof loader>();
  return (
    <LoginGuard>
      <LessonView
        key={lesson.id}
        lesson={lesson}
        renderDocument={(id, onReachedEnd) => (
          <LessonDocument key={id} documentId={id} onReachedEnd={onReachedEnd} />
        )}
      />
    </LoginGuard>
  );
}
