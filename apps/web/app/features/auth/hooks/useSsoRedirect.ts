import { useMutation } from '@tanstack/react-query';
import { request } from '~/lib/request';

/** GET /api/redirect-url (sso.redirectUrl): where to send the browser to sign in at a provider. */
export function useSsoRedirect() {
  return useMutation({
    mutationFn: (q: { provider: string; redirect: string; intent?: 'login' | 'bind' }) =>
      request<{ url: string }>('/api/redirect-url', { query: { intent: 'login', ...q } }),
  });
}
