import {
  data,
  useLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { lazy } from 'react';
import type { CourseDetail, CurrentUser, LessonDetail } from '@occ/shared';
import { LessonLocked, type LessonLock } from '~/features/college/LessonLocked';
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
  const { status, body: read } = await apiCall<LessonDetail>(context, `/api/college/lessons/${id}`);
  if (read.success) return { lesson: read.result, locked: null };
  // a lesson of a stage not yet open: the locked state in the page, with the course to go back to
  const lock = status === 403 ? (read.result as { locked?: LessonLock } | null)?.locked : undefined;
  if (!lock) throw data({ message: read.message, code: read.code }, { status: status >= 400 ? status : 500 });
  const course = await apiGet<CourseDetail>(
    context,
    `/api/college/courses/${encodeURIComponent(lock.courseSlug)}`,
  );
  return data({ lesson: null, locked: { lock, course } }, { status: 403 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  collegePageMeta(localeOfMatches(matches), 'lesson', undefined, {
    title: data?.lesson?.title ?? data?.locked?.course.title,
    private: true,
  });

export default function LessonPage() {
  const { lesson, locked } = useLoaderData<typeof loader>();
  if (!lesson)
    return (
      <LoginGuard>
        <LessonLocked course={locked.course} lock={locked.lock} />
      </LoginGuard>
    );
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
