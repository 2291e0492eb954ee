import { useTranslation } from 'react-i18next';
import type { CourseProgressOf } from '@occ/shared';
import { Progress } from '~/components/plain/Progress';

/** A progress bar with "n of m lessons" as its accessible name. */
export function CourseProgress({ progress, size }: { progress: CourseProgressOf; size?: 'small' }) {
  const { t } = useTranslation();
  const label = t('college.progress.lessons', {
    done: progress.completedLessons,
    total: progress.totalLessons,
  });
  return (
    <div className="cl-progress" data-testid="course-progress">
      <Progress
        percent={progress.percent}
        size={size === 'small' ? 'small' : 'default'}
        aria-label={label}
        status={progress.percent === 100 ? 'success' : 'normal'}
      />
      <span className="cl-progress-text">{label}</span>
    </div>
  );
}
