import { useMutation } from '@tanstack/react-query';
import { request } from '~/lib/request';

/** POST /api/base/auth/logout (auth.logout): ends this browser's session. */
export function useLogout() {
  return useMutation({
    mutationFn: () => request<unknown>('/api/base/auth/logout', { method: 'POST' }),
  });
}
