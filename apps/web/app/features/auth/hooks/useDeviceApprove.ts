import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deviceApproveBody } from '@occ/shared';
import { request } from '~/lib/request';

/** POST /api/oauth/device/approve (deviceAuth.approve): the user's yes or no for the tool. */
export function useDeviceApprove() {
  return useMutation({
    mutationFn: (body: z.infer<typeof deviceApproveBody>) =>
      request<unknown>('/api/oauth/device/approve', { method: 'POST', body }),
  });
}
