import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deviceLookupResult } from '@occ/shared';
import { request } from '~/lib/request';

export type DeviceRequest = z.infer<typeof deviceLookupResult>;

/** GET /api/oauth/device/lookup (deviceAuth.lookup): which tool asks, for what. */
export function useDeviceLookup(userCode: string | null) {
  return useQuery({
    queryKey: ['deviceLookup', userCode],
    queryFn: () => request<DeviceRequest>('/api/oauth/device/lookup', { query: { userCode: userCode! } }),
    enabled: !!userCode,
    retry: false,
    staleTime: Infinity,
  });
}
