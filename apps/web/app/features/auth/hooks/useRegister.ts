import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, RegisterBody } from '@occ/shared';
import { request } from '~/lib/request';

/** POST /api/base/user/register (users.register): creates the account and logs it in. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      request<CurrentUser>('/api/base/user/register', { method: 'POST', body }),
  });
}
