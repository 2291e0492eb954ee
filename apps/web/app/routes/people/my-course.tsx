import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { MyCourses } from '~/features/college/MyCourses';
import { collegeLinks, collegePageMeta } from '~/features/college/page-meta';
import { localeOfMatches } from '~/lib/meta';
import { keepOnSearchChange } from '~/lib/revalidate';

export const links = collegeLinks;

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/people/my/course` };
}

// a tab or page change only touches ?state=/?page=: the list fetches itself
export const shouldRevalidate = keepOnSearchChange;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  collegePageMeta(localeOfMatches(matches), 'my', undefined, { private: true });

/** /people/my/course?state=in_progress|completed&page= */
export default function MyCoursePage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="people-course-title">
      <h1 id="people-course-title">{t('college.my.title')}</h1>
      <MyCourses />
    </section>
  );
}
