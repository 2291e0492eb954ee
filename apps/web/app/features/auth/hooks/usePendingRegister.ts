import { useMutation } from '@tanstack/react-query';
import { request } from '~/lib/request';

/** POST /api/sso/pending/register (sso.register): a new account for the waiting identity. */
export function usePendingRegister() {
  return useMutation({
    mutationFn: (body: { username: string; agree: true }) =>
      request<{ redirect: string }>('/api/sso/pending/register', { method: 'POST', body }),
  });
}
