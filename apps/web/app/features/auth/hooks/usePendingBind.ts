import { useMutation } from '@tanstack/react-query';
import { request } from '~/lib/request';

/** POST /api/sso/pending/bind (sso.bind): attach the waiting identity to an existing account. */
export function usePendingBind() {
  return useMutation({
    mutationFn: (body: { account: string; password: string }) =>
      request<{ redirect: string }>('/api/sso/pending/bind', { method: 'POST', body }),
  });
}
