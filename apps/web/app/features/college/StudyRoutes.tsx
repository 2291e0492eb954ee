import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudyRouteDetail } from '@occ/shared';
import { ButtonLink } from '~/components/plain/plain';
import { CourseCard } from './CourseCard';
import { lessonHref } from './CourseOutline';
import { CourseProgress } from './CourseProgress';
import { Breadcrumb } from '~/components/Breadcrumb';

export { RouteCards, routeHref } from './RouteCards';

export const certificateHref = (id: string) => `/certificate/${id}`;

/** One route: my progress across it, the next lesson to take, and its courses in order. */
export function RouteDetailView({ route }: { route: StudyRouteDetail }) {
  const { t } = useTranslation();
  const p = route.progress;
  return (
    <>
      <Breadcrumb
        label={t('college.breadcrumb')}
        trail={[
          { to: '/college/index', label: t('college.pages.index.title') },
          { to: '/college/study_route', label: t('college.pages.study_route.title') },
        ]}
        current={route.title}
      />
      <header className="cl-course-head">
        <div>
          <h1>{route.title}</h1>
          <p>{route.summary}</p>
          <div className="cl-card-meta">
            <span>{t('college.meta.courses', { count: route.courseCount })}</span>
            <span>{t('college.meta.minutes', { count: route.totalMinutes })}</span>
          </div>
        </div>
        <div className="cl-course-cta">
          {p ? <CourseProgress progress={p} /> : null}
          {p?.nextLessonId ? (
            <ButtonLink look={{ type: 'primary', className: 'ant-btn-lg' }} to={lessonHref(p.nextLessonId)}>
              {t('college.route.next')}
            </ButtonLink>
          ) : p && p.totalLessons > 0 ? (
            <span className="cl-tick cl-tick-big">✓ {t('college.route.done')}</span>
          ) : null}
          {route.certificateId ? (
            <Link to={certificateHref(route.certificateId)}>{t('college.route.certificate')}</Link>
          ) : null}
        </div>
      </header>
      <ol className="cl-route-steps">
        {route.courses.map((c, i) => (
          <li key={c.id}>
            <span className="cl-step" aria-hidden>
              {i + 1}
            </span>
            <CourseCard course={c} progress={c.progress} />
          </li>
        ))}
      </ol>
    </>
  );
}
