import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  CertificateView,
  CourseEnrolled,
  ExamAnswer,
  ExamResult,
  ExamStarted,
  MyCourse,
  Page,
  QuestionListItem,
} from '@occ/shared';
import { request } from '~/lib/request';

export interface LessonCompletedAnswer {
  lessonId: number;
  progress: { completedLessons: number; totalLessons: number; percent: number; nextLessonId: number | null };
}

/** POST /api/college/lessons/:id/complete (progress.complete): marking again changes nothing. */
export function useCompleteLesson() {
  return useMutation({
    mutationFn: (lessonId: number) =>
      request<LessonCompletedAnswer>(`/api/college/lessons/${lessonId}/complete`, { method: 'POST' }),
  });
}

/** POST /api/college/courses/:slug/enroll (courses.enroll): enrolling again answers the same enrolment. */
export function useEnrolCourse() {
  return useMutation({
    mutationFn: (slug: string) =>
      request<CourseEnrolled>(`/api/college/courses/${slug}/enroll`, { method: 'POST' }),
  });
}

/** GET /api/college/my/courses (courses.mine). */
export function useMyCourses(state: 'in_progress' | 'completed', page: number) {
  return useQuery({
    queryKey: ['college', 'my', state, page],
    queryFn: () => request<Page<MyCourse>>(`/api/college/my/courses?state=${state}&page=${page}&pageSize=10`),
  });
}

/** POST /api/college/exams/:id/start (exams.start): a new attempt or the open one, without answers. */
export function useStartExam() {
  return useMutation({
    mutationFn: (examId: number) =>
      request<ExamStarted>(`/api/college/exams/${examId}/start`, { method: 'POST' }),
  });
}

/** POST /api/college/exam-attempts/:id/submit (exams.submit): graded on the server. */
export function useSubmitExam() {
  return useMutation({
    mutationFn: (v: { attemptId: string; answers: ExamAnswer[] }) =>
      request<ExamResult>(`/api/college/exam-attempts/${v.attemptId}/submit`, {
        method: 'POST',
        body: { answers: v.answers },
      }),
  });
}

/** GET /api/college/certificates/mine (certificates.mine). */
export function useMyCertificates() {
  return useQuery({
    queryKey: ['college', 'certificates'],
    queryFn: () => request<CertificateView[]>('/api/college/certificates/mine'),
  });
}

/** Course Q&A: GET /api/community/questions?course= (questions.list), newest first. */
export function useCourseQuestions(courseId: number, pageSize: number) {
  return useQuery({
    queryKey: ['college', 'course-questions', courseId, pageSize],
    queryFn: () =>
      request<Page<QuestionListItem>>(`/api/community/questions?course=${courseId}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
}
