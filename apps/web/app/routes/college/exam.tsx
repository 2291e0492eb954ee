import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { CurrentUser, ExamDetail } from '@occ/shared';
import { ExamView } from '~/features/college/ExamView';
import { collegeLinks, collegePageMeta } from '~/features/college/page-meta';
import { LoginGuard, requireAccess } from '~/lib/access';
import { apiCall, apiGet } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export const links = collegeLinks;

// /college/exam?id=<exam id> (login guard): a quiz lesson's quiz or a course's final exam.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { body } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  requireAccess(body.success ? body.result : null, 'login', request.url);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!/^[1-9]\d{0,8}$/.test(id)) throw data(null, { status: 404 });
  return { exam: await apiGet<ExamDetail>(context, `/api/college/exams/${id}`) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  collegePageMeta(localeOfMatches(matches), 'exam', undefined, { title: data?.exam.title, private: true });

export default function ExamPage() {
  const { exam } = useLoaderData<typeof loader>();
  return (
    <LoginGuard>
      <ExamView key={exam.id} exam={exam} />
    </LoginGuard>
  );
}
