import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@occ/shared';
import { request } from '~/lib/request';

/** POST /api/base/auth/resetPassword (auth.resetPassword): new password by a one-time code. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      request<unknown>('/api/base/auth/resetPassword', { method: 'POST', body }),
  });
}
