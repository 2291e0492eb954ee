import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamDetail } from '@occ/shared';
import { Alert, PlainButton, Skeleton } from '~/components/plain/plain';
import { useStartExam } from './api';
import { courseHref } from './CourseCard';
import { Breadcrumb } from '~/components/Breadcrumb';

export const examHref = (id: number) => `/college/exam?id=${id}`;

// the questions' form (antd's inputs, radios and checkboxes) loads once an attempt starts
const loadRunner = () => import('./ExamRunner');
const ExamRunner = lazy(loadRunner);

/** A quiz or final exam: its rules, my attempts, then the questions of an attempt and its grading. */
export function ExamView({ exam }: { exam: ExamDetail }) {
  const { t } = useTranslation();
  const start = useStartExam();
  const attempt = start.data;
  const used = exam.attempts?.filter((a) => a.submittedAt).length ?? 0;
  const preload = () => void loadRunner();
  return (
    <article className="cl-exam">
      <Breadcrumb
        label={t('college.breadcrumb')}
        trail={[
          { to: '/college/index', label: t('college.pages.index.title') },
          { to: courseHref(exam.course.slug), label: exam.course.title },
        ]}
        current={exam.title}
      />
      <h1>{exam.title}</h1>
      <ul className="cl-exam-rules">
        <li>{t('college.exam.questions', { count: exam.questionCount })}</li>
        <li>{t('college.exam.timeLimit', { minutes: exam.timeLimitMinutes })}</li>
        <li>{t('college.exam.passMark', { percent: exam.passPercent })}</li>
        <li>{t('college.exam.attempts', { used, allowed: exam.attemptsAllowed })}</li>
      </ul>
      {attempt ? (
        <Suspense fallback={<Skeleton />}>
          <ExamRunner title={exam.title} attempt={attempt} />
        </Suspense>
      ) : (
        <div className="cl-exam-start">
          {exam.passed ? <p role="status">✓ {t('college.exam.alreadyPassed')}</p> : null}
          {start.isError ? <Alert type="error" title={start.error.message} /> : null}
          <PlainButton
            look={{ type: 'primary', loading: start.isPending }}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => {
              preload();
              start.mutate(exam.id);
            }}
          >
            {t('college.exam.start')}
          </PlainButton>
        </div>
      )}
    </article>
  );
}
