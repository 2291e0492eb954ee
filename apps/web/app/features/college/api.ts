import { useMutation, useQuery } from '@tanstack/react-query';
import type { MyCourse, Page } from '@occ/shared';
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

/** GET /api/college/my/courses (courses.mine). */
export function useMyCourses(state: 'in_progress' | 'completed', page: number) {
  return useQuery({
    queryKey: ['college', 'my', state, page],
    queryFn: () => request<Page<MyCourse>>(`/api/college/my/courses?state=${state}&page=${page}&pageSize=10`),
  });
}
