import { PlainButton } from '~/components/plain/plain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { CourseDetail } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { useEnrolCourse } from './api';
import { useFeedback } from '~/lib/feedback';

/**
 * One-click enrolment (issue 20). A visitor is sent to log in and comes back here; a signed-in
 * learner enrols, sees a confirmation and the page reloads its data (progress instead of the button).
 */
export function CourseEnrol({ course, signedIn }: { course: CourseDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const enrol = useEnrolCourse();
  const onClick = () => {
    if (!signedIn) {
      navigate(`/auth/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    enrol.mutate(course.slug, {
      onSuccess: () => {
        void message.success(t('college.course.enrolDone'));
        void revalidator.revalidate();
      },
      onError: () => void message.error(t('college.course.enrolFailed')),
    });
  };
  return (
    <PlainButton
      look={{
        type: 'primary',
        className: 'ant-btn-lg ant-btn-block',
        loading: enrol.isPending || revalidator.state === 'loading',
      }}
      onClick={onClick}
      data-testid="course-enrol"
    >
      {t('college.course.enrol')}
    </PlainButton>
  );
}

/** "Enrolled on {date}", the date in the reader's language and time zone (LocalTime). */
export function EnrolledOn({ at }: { at: string }) {
  const { t } = useTranslation();
  return (
    <p className="cl-hint" data-testid="course-enrolled">
      {t('college.course.enrolledOn')} <LocalTime iso={at} />
    </p>
  );
}
