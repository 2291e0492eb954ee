import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { courseKey, QUESTION_TITLE_MAX, type CourseDetail, type CurrentUser } from '@occ/shared';
import { usePlates } from '~/features/community/api/questions';
import { communityPageMeta } from '~/features/community/page-meta';
import { QuestionForm } from '~/features/community/QuestionForm';
import type { Plate, QuestionDetail } from '~/features/community/types';
import { LoginGuard, requireAccess } from '~/lib/access';
import { apiCall, apiGet } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

// /community/qa/add (login guard): ask a question; ?id= edits one of the owner's questions.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { body } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  requireAccess(body.success ? body.result : null, 'login', request.url);
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  // ?course=<slug>: a question about a course (course Q&A, from the course details page)
  const slug = courseKey.safeParse(url.searchParams.get('course') ?? '');
  const [plates, existing, course] = await Promise.all([
    apiGet<Plate[]>(context, '/api/community/plates?kind=qa'),
    id ? apiGet<QuestionDetail>(context, `/api/community/questions/${encodeURIComponent(id)}`) : null,
    !id && slug.success
      ? apiCall<CourseDetail>(context, `/api/college/courses/${encodeURIComponent(slug.data)}`)
      : null,
  ]);
  if (existing && !existing.viewer.canEdit) throw new Response('Forbidden', { status: 403 });
  return {
    plates,
    existing,
    course: course?.body.success ? { id: course.body.result.id, title: course.body.result.title } : null,
    zone: url.searchParams.get('zone') === 'riscv' ? ('riscv' as const) : ('general' as const),
    // ?title=: a question started from the assistant
    title: (url.searchParams.get('title') ?? '').trim().slice(0, QUESTION_TITLE_MAX),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  communityPageMeta(localeOfMatches(matches), data?.existing ? 'edit' : 'add', undefined, { private: true });

export default function AskQuestion() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const plates = usePlates('qa', data.plates);
  return (
    <LoginGuard>
      <h1>{t(data.existing ? 'community.pages.edit.title' : 'community.pages.add.title')}</h1>
      {plates.data ? (
        <QuestionForm
          kind="question"
          zone={data.existing?.zone ?? data.zone}
          plates={plates.data}
          existing={data.existing ?? undefined}
          prefillTitle={data.title || undefined}
          course={data.course ?? data.existing?.course ?? undefined}
        />
      ) : (
        <Skeleton active />
      )}
    </LoginGuard>
  );
}
