import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FOCUS_REFRESH_MS,
  type AuthoredAnswer,
  type Page,
  type ProfileCard,
  type QuestionListItem,
} from '@occ/shared';
import { request } from '~/lib/request';
import { authoredListPath, type ProfileTab } from './paths';

// Client side of a user's public profile (users.card, questions.list by author,
// answers.listByAuthor) and of the owner's actions in "my questions and answers".

/** The same key as the profile card popover and the follow lists, so a follow refreshes them all. */
export const profileKey = (userId: string) => ['users', userId, 'card'] as const;

/**
 * Question lists sit under ['community', 'questions'] like the community pages' lists, so asking,
 * editing or deleting anywhere refreshes them; answers under ['community', 'answers'].
 */
export const authoredKey = (userId: string, tab: ProfileTab, page: number) =>
  [
    'community',
    tab === 'answers' ? 'answers' : 'questions',
    'by-author',
    authoredListPath(userId, tab, page),
  ] as const;

/** GET /api/users/:id/profile-card (users.card) */
export function useProfile(userId: string, initial?: ProfileCard) {
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: () => request<ProfileCard>(`/api/users/${encodeURIComponent(userId)}/profile-card`),
    initialData: initial,
    staleTime: FOCUS_REFRESH_MS,
  });
}

/** One page of the author's questions or topics (questions.list?author=&kind=). */
export function useAuthoredQuestions(
  userId: string,
  tab: 'questions' | 'topics',
  page: number,
  initial?: Page<QuestionListItem>,
) {
  return useQuery({
    queryKey: authoredKey(userId, tab, page),
    queryFn: () => request<Page<QuestionListItem>>(authoredListPath(userId, tab, page)),
    initialData: initial,
    staleTime: FOCUS_REFRESH_MS,
    placeholderData: keepPreviousData,
    enabled: Boolean(userId),
  });
}

/** One page of the author's answers (answers.listByAuthor). */
export function useAuthoredAnswers(userId: string, page: number, initial?: Page<AuthoredAnswer>) {
  return useQuery({
    queryKey: authoredKey(userId, 'answers', page),
    queryFn: () => request<Page<AuthoredAnswer>>(authoredListPath(userId, 'answers', page)),
    initialData: initial,
    staleTime: FOCUS_REFRESH_MS,
    placeholderData: keepPreviousData,
    enabled: Boolean(userId),
  });
}

/** DELETE /api/community/questions/:id (questions.delete): the lists and the Q&A count follow. */
export function useDeleteOwnQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<null>(`/api/community/questions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['community'] }),
        client.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
