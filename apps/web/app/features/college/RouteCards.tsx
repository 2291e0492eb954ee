import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudyRouteSummary } from '@occ/shared';

export const routeHref = (slug: string) => `/college/study_route?id=${encodeURIComponent(slug)}`;

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
