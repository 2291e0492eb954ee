import { ButtonLink, Tag } from '~/components/plain/plain';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@occ/shared';
import { examHref } from './ExamView';
import { CourseOutline, lessonHref } from './CourseOutline';
import { CourseProgress } from './CourseProgress';
import { CourseEnrol, EnrolledOn } from './CourseEnrol';
import { Breadcrumb } from '~/components/Breadcrumb';
import { CourseKeyPoints, CourseMaterials, CourseQuestions } from './CourseDetailParts';
import { TeacherList } from './Teachers';

/**
 * Course details: summary, tags, facts, enrolment or my progress, the start / continue button, the
 * catalog, teachers, key points, materials and course Q&A.
 */
export function CourseDetailView({ course, signedIn }: { course: CourseDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  const first = course.lessons[0]?.id ?? null;
  const p = course.progress;
  const target = p?.nextLessonId ?? first;
  const label = !p || p.completedLessons === 0 ? 'start' : p.nextLessonId ? 'continue' : 'review';
  return (
    <>
      <Breadcrumb
        label={t('college.breadcrumb')}
        trail={[
          { to: '/college/index', label: t('college.pages.index.title') },
          {
            to: course.category === 'risc_v' ? '/college/risc_v' : '/college/technical',
            label: t(
              course.category === 'risc_v' ? 'college.pages.risc_v.title' : 'college.pages.technical.title',
            ),
          },
        ]}
        current={course.title}
      />
      <header className="cl-course-head">
        <div>
          <h1>{course.title}</h1>
          <p>{course.summary}</p>
          {course.tags.length ? (
            <ul className="cl-tags" aria-label={t('college.course.tags')}>
              {course.tags.map((tag) => (
                <li key={tag}>
                  <Tag>{tag}</Tag>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="cl-card-meta">
            <Tag>{t(`college.level.${course.level}`)}</Tag>
            <Tag>{t(`college.category.${course.category}`)}</Tag>
            <span>{t('college.meta.lessons', { count: course.lessonCount })}</span>
            <span>{t('college.meta.minutes', { count: course.totalMinutes })}</span>
            <span>{t('college.meta.learners', { count: course.learners })}</span>
          </div>
        </div>
        <div className="cl-course-cta">
          {course.enrolled && p ? <CourseProgress progress={p} /> : null}
          {course.enrolledAt ? <EnrolledOn at={course.enrolledAt} /> : null}
          {!course.enrolled ? <CourseEnrol course={course} signedIn={signedIn} /> : null}
          {target ? (
            <ButtonLink
              look={{ type: course.enrolled ? 'primary' : 'default', className: 'ant-btn-lg' }}
              to={lessonHref(target)}
            >
              {t(`college.course.${label}`)}
            </ButtonLink>
          ) : null}
          {course.finalExamId ? (
            <ButtonLink look={{ className: 'ant-btn-lg' }} to={examHref(course.finalExamId)}>
              {t('college.exam.final')}
            </ButtonLink>
          ) : null}
          {!signedIn ? <p className="cl-hint">{t('college.course.loginHint')}</p> : null}
        </div>
      </header>
      <section aria-labelledby="cl-catalog">
        <h2 id="cl-catalog">{t('college.course.catalog')}</h2>
        <CourseOutline lessons={course.lessons} stages={course.stages} />
      </section>
      {course.teachers.length ? (
        <section aria-labelledby="cl-teachers" data-testid="course-teachers">
          <h2 id="cl-teachers">{t('college.course.teachers')}</h2>
          <TeacherList teachers={course.teachers} />
        </section>
      ) : null}
      <CourseKeyPoints points={course.keyPoints} />
      <CourseMaterials materials={course.materials} />
      <CourseQuestions course={course} />
    </>
  );
}
