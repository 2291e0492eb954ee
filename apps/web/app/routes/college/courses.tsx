import { useTranslation } from 'react-i18next';
import {
  useLoaderData,
  useLocation,
  useNavigation,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { CourseSummary, Page } from '@occ/shared';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '@occ/shared/college/constants';
import { Pager } from '~/components/plain/Pager';
import { Spin } from '~/components/plain/Spin';
import { CourseGrid } from '~/features/college/CourseCard';
import { CourseFilters } from '~/features/college/CourseFilters';
import { collegeLinks, collegePageMeta } from '~/features/college/page-meta';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export const links = collegeLinks;

const pick = <T extends string>(values: readonly T[], v: string | null): T | null =>
  values.includes(v as T) ? (v as T) : null;

// /college/technical (courses by field) and /college/risc_v (the RISC-V courses): filters and
// page in the URL (?category=&level=&page=), unknown values ignored.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const zone = url.pathname.endsWith('/risc_v') ? ('risc_v' as const) : ('technical' as const);
  const category = zone === 'risc_v' ? 'risc_v' : pick(COURSE_CATEGORIES, url.searchParams.get('category'));
  const level = pick(COURSE_LEVELS, url.searchParams.get('level'));
  const page = Math.min(1000, Math.max(1, Number(url.searchParams.get('page')) || 1));
  const q = new URLSearchParams({ page: String(page), pageSize: '12' });
  if (category) q.set('category', category);
  if (level) q.set('level', level);
  const courses = await apiGet<Page<CourseSummary>>(context, `/api/college/courses?${q}`);
  return { zone, courses, url: `${context.publicUrl}/college/${zone}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  collegePageMeta(localeOfMatches(matches), data?.zone ?? 'technical', data?.url);

export default function CourseListPage() {
  const { t } = useTranslation();
  const { zone, courses } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  // each page a link (works before hydration); page 1 without ?page=
  const hrefOf = (n: number) => {
    const q = new URLSearchParams(search);
    if (n > 1) q.set('page', String(n));
    else q.delete('page');
    return `${pathname}${q.size ? `?${q}` : ''}`;
  };
  return (
    <div className="page cl-page">
      <h1>{t(`college.pages.${zone}.title`)}</h1>
      <p className="cl-lead">{t(`college.pages.${zone}.description`)}</p>
      <CourseFilters withCategory={zone === 'technical'} />
      <Spin spinning={loading}>
        <p className="cl-total" role="status">
          {t('college.total', { count: courses.total })}
        </p>
        <CourseGrid courses={courses.items} empty={t('college.empty.filtered')} />
      </Spin>
      {courses.total > courses.pageSize ? (
        <Pager
          className="pagination"
          current={courses.page}
          pageSize={courses.pageSize}
          total={courses.total}
          href={hrefOf}
        />
      ) : null}
    </div>
  );
}
