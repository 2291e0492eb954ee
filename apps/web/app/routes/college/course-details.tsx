import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { CourseDetail, CurrentUser } from '@occ/shared';
import { CourseDetailView } from '~/features/college/CourseDetailView';
import { collegeLinks, collegePageMeta } from '~/features/college/page-meta';
import { apiCall } from '~/lib/loader-api';
import { jsonLd, localeOfMatches } from '~/lib/meta';

export const links = collegeLinks;

// /college/course_details?id=<course slug>: the outline, my progress and the continue button.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!/^[a-z0-9-]{1,64}$/.test(id)) throw data(null, { status: 404 });
  const [course, me] = await Promise.all([
    apiCall<CourseDetail>(context, `/api/college/courses/${id}`),
    apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo'),
  ]);
  if (!course.body.success)
    throw data({ message: course.body.message }, { status: course.status === 404 ? 404 : 500 });
  return {
    course: course.body.result,
    signedIn: me.body.success && Boolean(me.body.result),
    url: `${context.publicUrl}/college/course_details?id=${id}`,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  if (!data) return collegePageMeta(locale, 'course_details', undefined);
  const c = data.course;
  return [
    ...collegePageMeta(locale, 'course_details', data.url, { title: c.title, description: c.summary }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: c.title,
      description: c.summary,
      url: data.url,
      ...(c.tags.length ? { keywords: c.tags.join(', ') } : {}),
      provider: { '@type': 'Organization', name: 'OCC' },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'online',
        instructor: c.teachers.map((x) => ({ '@type': 'Person', name: x.name, jobTitle: x.role })),
      },
    }),
  ];
};

export default function CourseDetailsPage() {
  const { course, signedIn } = useLoaderData<typeof loader>();
  return (
    <div className="page cl-page">
      <CourseDetailView course={course} signedIn={signedIn} />
    </div>
  );
}
