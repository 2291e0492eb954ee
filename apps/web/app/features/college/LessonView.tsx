import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import type { LessonDetail, WatchReported } from '@occ/shared';
import { useCompleteLesson } from './api';
import { courseHref } from './CourseCard';
import { lessonHref } from './CourseOutline';
import { CourseProgress } from './CourseProgress';
import { Breadcrumb } from '~/components/Breadcrumb';
import { Alert, ButtonLink, PlainButton } from '~/components/plain/plain';
import { examHref } from './ExamView';
import { LessonVideo } from './LessonVideo';
import { useHydrated } from '~/lib/hydrated';

interface Props {
  lesson: LessonDetail;
  /** a document lesson's document (the page brings the document centre's viewer, lazily) */
  renderDocument?: (documentId: number, onReachedEnd: () => void) => ReactNode;
}

/** The study view of one lesson: video, text, "mark complete", and the previous / next lesson. */
export function LessonView({ lesson, renderDocument }: Props) {
  const { t } = useTranslation();
  const complete = useCompleteLesson();
  const revalidator = useRevalidator();
  const [watched, setWatched] = useState<WatchReported | null>(null);
  const progress = complete.data?.progress ?? watched?.progress ?? lesson.progress;
  const done = Boolean(lesson.completed) || complete.isSuccess || Boolean(watched?.completed);
  const hydrated = useHydrated();
  const markable = lesson.completed !== null && !lesson.examId && !lesson.videoUrl;
  const mark = () => complete.mutate(lesson.id, { onSuccess: () => void revalidator.revalidate() });

  return (
    <article className="cl-lesson">
      <Breadcrumb
        label={t('college.breadcrumb')}
        trail={[
          { to: '/college/index', label: t('college.pages.index.title') },
          { to: courseHref(lesson.course.slug), label: lesson.course.title },
        ]}
        current={lesson.title}
      />
      <h1>
        {t('college.lesson.numbered', { n: lesson.position, title: lesson.title })}
        <span className="cl-lesson-of">
          {t('college.lesson.of', { n: lesson.position, total: lesson.course.lessonCount })}
        </span>
      </h1>
      {progress ? <CourseProgress progress={progress} /> : null}
      {lesson.videoUrl && lesson.completed !== null ? (
        <LessonVideo
          key={lesson.id}
          lessonId={lesson.id}
          src={lesson.videoUrl}
          watch={lesson.watch}
          onCompleted={(answer) => {
            setWatched(answer);
            void revalidator.revalidate();
          }}
        />
      ) : lesson.videoUrl ? (
        <video className="cl-video" src={lesson.videoUrl} controls preload="metadata">
          <track kind="captions" />
        </video>
      ) : null}
      <div className="markdown-body" dangerouslySetInnerHTML={{ __html: lesson.html }} />
      {lesson.document && hydrated && renderDocument ? (
        <Suspense fallback={<p role="status">{t('college.lesson.documentLoading')}</p>}>
          {renderDocument(lesson.document.id, () => {
            if (markable && !done && !complete.isPending) mark();
          })}
        </Suspense>
      ) : null}
      <div className="cl-lesson-actions">
        {lesson.examId && !done ? (
          <ButtonLink look={{ type: 'primary' }} to={examHref(lesson.examId)}>
            {t('college.exam.take')}
          </ButtonLink>
        ) : done ? (
          <span className="cl-tick cl-tick-big" role="status">
            ✓ {t('college.lesson.completed')}
          </span>
        ) : lesson.videoUrl ? null : (
          <PlainButton look={{ type: 'primary', loading: complete.isPending }} onClick={mark}>
            {t('college.lesson.markComplete')}
          </PlainButton>
        )}
        {complete.isError ? <Alert type="error" title={t('college.lesson.markFailed')} /> : null}
      </div>
      <nav className="cl-lesson-nav" aria-label={t('college.lesson.pager')}>
        {lesson.prevLessonId ? (
          <Link to={lessonHref(lesson.prevLessonId)} rel="prev">
            ← {t('college.lesson.prev')}
          </Link>
        ) : (
          <span />
        )}
        <Link to={courseHref(lesson.course.slug)}>{t('college.lesson.outline')}</Link>
        {lesson.nextLessonId ? (
          <Link to={lessonHref(lesson.nextLessonId)} rel="next">
            {t('college.lesson.next')} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </article>
  );
}
