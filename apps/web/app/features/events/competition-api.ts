import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { MySubmissionItem, MyTeamView, Page, SubmissionBody, SubmissionView } from '@occ/shared';
import { request } from '~/lib/request';

const base = (slug: string) => `/api/competitions/${encodeURIComponent(slug)}`;

/** POST /api/competitions/:ref/teams (teams.create) */
export const useCreateTeam = (slug: string) =>
  useMutation({
    mutationFn: (name: string) =>
      request<MyTeamView>(`${base(slug)}/teams`, { method: 'POST', body: { name } }),
  });

/** POST /api/competitions/:ref/teams/join (teams.join) */
export const useJoinTeam = (slug: string) =>
  useMutation({
    mutationFn: (inviteCode: string) =>
      request<MyTeamView>(`${base(slug)}/teams/join`, { method: 'POST', body: { inviteCode } }),
  });

/** PUT /api/competitions/:ref/submission (submissions.save) */
export const useSaveSubmission = (slug: string) =>
  useMutation({
    mutationFn: (body: SubmissionBody) =>
      request<SubmissionView>(`${base(slug)}/submission`, { method: 'PUT', body }),
  });

/** GET /api/competitions/my/submissions?page= (submissions.mine) */
export const useMySubmissions = (page: number) =>
  useQuery({
    queryKey: ['competitions', 'my-submissions', page],
    queryFn: () => request<Page<MySubmissionItem>>('/api/competitions/my/submissions', { query: { page } }),
    placeholderData: keepPreviousData,
  });
