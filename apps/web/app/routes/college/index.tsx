import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { CourseSummary, Page, StudyRouteSummary } from '@occ/shared';
import { CourseGrid } from '~/features/college/CourseCard';
import { collegeLinks, collegePageMeta } from '~/features/college/page-meta';
import { RouteCards } from '~/features/college/RouteCards';
import { TeacherList, teachersOf } from '~/features/college/Teachers';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export const links = collegeLinks;

// /college/index: the college home — featured courses, study routes, the newest courses, teachers.
export async function loader({ context }: LoaderFunctionArgs) {
  const [courses, routes] = await Promise.all([
    apiGet<Page<CourseSummary>>(context, '/api/college/courses?pageSize=24'),
    apiGet<StudyRouteSummary[]>(context, '/api/college/routes'),
  ]);
  return { courses: courses.items, routes, url: `${context.publicUrl}/college/index` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  collegePageMeta(localeOfMatches(matches), 'index', data?.url);

export default function CollegeIndex() {
  const { t } = useTranslation();
  const { courses, routes } = useLoaderData<typeof loader>();
  const featured = courses.filter((c) => c.featured);
  const newest = [...courses].sort((a, b) => b.id - a.id).slice(0, 4);
  const teachers = teachersOf(courses);
  return (
    <div className="page cl-page">
      <header className="cl-hero">
        <h1>{t('college.pages.index.title')}</h1>
        <p>{t('college.pages.index.description')}</p>
        <nav className="cl-hero-links" aria-label={t('college.sections')}>
          <Link to="/college/risc_v">{t('college.pages.risc_v.title')}</Link>
          <Link to="/college/technical">{t('college.pages.technical.title')}</Link>
          <Link to="/college/study_route">{t('college.pages.study_route.title')}</Link>
          <Link to="/college/study_onlineDocument">{t('documents.studyTitle')}</Link>
          <Link to="/college/talent">{t('college.programmes.talent')}</Link>
          <Link to="/college/training">{t('college.programmes.training')}</Link>
          <Link to="/college/campus">{t('college.programmes.campus')}</Link>
          <Link to="/people/my/course">{t('college.my.title')}</Link>
        </nav>
      </header>
      <section aria-labelledby="cl-featured">
        <h2 id="cl-featured">{t('college.home.featured')}</h2>
        <CourseGrid courses={featured} />
      </section>
      <section aria-labelledby="cl-routes">
        <h2 id="cl-routes">{t('college.home.routes')}</h2>
        <RouteCards routes={routes} />
      </section>
      <section aria-labelledby="cl-new">
        <div className="cl-section-head">
          <h2 id="cl-new">{t('college.home.newest')}</h2>
          <Link to="/college/technical">{t('college.home.all')}</Link>
        </div>
        <CourseGrid courses={newest} />
      </section>
      {teachers.length ? (
        <section aria-labelledby="cl-teachers" data-testid="college-teachers">
          <h2 id="cl-teachers">{t('college.home.teachers')}</h2>
          <TeacherList teachers={teachers} />
        </section>
      ) : null}
    </div>
  );
}
