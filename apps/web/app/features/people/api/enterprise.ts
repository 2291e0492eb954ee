import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnterpriseApplication, EnterpriseApplyBody } from '@occ/shared';
import { request } from '~/lib/request';

const ENTERPRISE_KEY = ['people', 'enterprise'] as const;

/** GET /api/base/user/enterprise (enterprise.get): the latest application, or null. */
export function useEnterpriseApplication(initial?: EnterpriseApplication | null) {
  return useQuery({
    queryKey: ENTERPRISE_KEY,
    queryFn: () => request<EnterpriseApplication | null>('/api/base/user/enterprise'),
    initialData: initial,
  });
}

/** POST /api/base/user/enterprise (enterprise.apply). */
export function useApplyEnterprise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EnterpriseApplyBody) =>
      request<EnterpriseApplication>('/api/base/user/enterprise', { method: 'POST', body }),
    onSuccess: (saved) => {
      if (saved) client.setQueryData(ENTERPRISE_KEY, saved);
      return client.invalidateQueries({ queryKey: ENTERPRISE_KEY });
    },
  });
}
