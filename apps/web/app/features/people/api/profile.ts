import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileBody } from '@occ/shared';
import { request } from '~/lib/request';

export const PROFILE_KEY = ['people', 'profile'] as const;

/** GET /api/base/user/profile (profile.get); the page loader's copy seeds the first paint. */
export function useProfile(initial?: Profile | null) {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => request<Profile>('/api/base/user/profile'),
    initialData: initial ?? undefined,
  });
}

/** PUT /api/base/user/profile (profile.update). */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      request<Profile>('/api/base/user/profile', { method: 'PUT', body }),
    onSuccess: (saved) => {
      if (saved) client.setQueryData(PROFILE_KEY, saved);
      return client.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}
