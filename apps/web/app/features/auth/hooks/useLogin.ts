import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, LoginBody } from '@occ/shared';
import { request } from '~/lib/request';

/** POST /api/base/auth/login (auth.login): password or code login; sets the session cookie. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => request<CurrentUser>('/api/base/auth/login', { method: 'POST', body }),
  });
}
