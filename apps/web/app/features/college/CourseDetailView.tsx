import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseDetail } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { CourseOutline, lessonHref } from './CourseOutline';
import { CourseProgress } from './CourseProgress';

/** Course details: summary, facts, my progress, the start / continue button and the catalog. */
export function CourseDetailView({ course, signedIn }: { course: CourseDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  const first = course.lessons[0]?.id ?? null;
  const p = course.progress;
  const target = p?.nextLessonId ?? first;
  const label = !p || p.completedLessons === 0 ? 'start' : p.nextLessonId ? 'continue' : 'review';
  return (
    <>
      <nav aria-label={t('college.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/college/index">{t('college.pages.index.title')}</Link>
          </li>
          <li>
            <Link to={course.category === 'risc_v' ? '/college/risc_v' : '/college/technical'}>
              {t(
                course.category === 'risc_v' ? 'college.pages.risc_v.title' : 'college.pages.technical.title',
              )}
            </Link>
          </li>
          <li aria-current="page">{course.title}</li>
        </ol>
      </nav>
      <header className="cl-course-head">
        <div>
          <h1>{course.title}</h1>
          <p>{course.summary}</p>
          <div className="cl-card-meta">
            <Tag>{t(`college.level.${course.level}`)}</Tag>
            <Tag>{t(`college.category.${course.category}`)}</Tag>
            <span>{t('college.meta.lessons', { count: course.lessonCount })}</span>
            <span>{t('college.meta.minutes', { count: course.totalMinutes })}</span>
            <span>{t('college.meta.learners', { count: course.learners })}</span>
          </div>
        </div>
        <div className="cl-course-cta">
          {p ? <CourseProgress progress={p} /> : null}
          {target ? (
            <LinkButton type="primary" size="large" to={lessonHref(target)}>
              {t(`college.course.${label}`)}
            </LinkButton>
          ) : null}
          {!signedIn ? <p className="cl-hint">{t('college.course.loginHint')}</p> : null}
        </div>
      </header>
      <section aria-labelledby="cl-catalog">
        <h2 id="cl-catalog">{t('college.course.catalog')}</h2>
        <CourseOutline lessons={course.lessons} />
      </section>
    </>
  );
}
