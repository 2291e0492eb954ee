import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudyRouteDetail, StudyRouteSummary } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { CourseCard } from './CourseCard';
import { lessonHref } from './CourseOutline';
import { CourseProgress } from './CourseProgress';
import { Breadcrumb } from '~/components/Breadcrumb';

export const routeHref = (slug: string) => `/college/study_route?id=${encodeURIComponent(slug)}`;
export const certificateHref = (id: string) => `/certificate/${id}`;

/** Study routes as cards (courses and class hours of each). */
export function RouteCards({ routes }: { routes: StudyRouteSummary[] }) {
  const { t } = useTranslation();
  if (!routes.length) return <p className="cl-empty">{t('college.empty.routes')}</p>;
  return (
    <div className="cl-routes">
      {routes.map((r) => (
        <article key={r.id} className="cl-route-card">
          <h3>
            <Link to={routeHref(r.slug)}>{r.title}</Link>
          </h3>
          <p>{r.summary}</p>
          <div className="cl-card-meta">
            <span>{t('college.meta.courses', { count: r.courseCount })}</span>
            <span>{t('college.meta.minutes', { count: r.totalMinutes })}</span>
          </div>
        </article>
      ))}
    </div>
  );
}

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
            <LinkButton type="primary" size="large" to={lessonHref(p.nextLessonId)}>
              {t('college.route.next')}
            </LinkButton>
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
