import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyVendor, VendorChangeBody } from '@occ/shared';
import { request } from '~/lib/request';

// Client side of vendors.follow / vendors.unfollow / vendors.mine / vendors.edit.

export const followVendor = (slug: string, on: boolean) =>
  request<{ following: boolean; followers: number }>(`/api/vendors/${encodeURIComponent(slug)}/follow`, {
    method: on ? 'POST' : 'DELETE',
  });

export const useMyVendor = () =>
  useQuery({ queryKey: ['vendors', 'mine'], queryFn: () => request<MyVendor>('/api/my/vendor') });

export function useEditVendor(slug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorChangeBody) =>
      request<{ changeId: string }>(`/api/vendors/${encodeURIComponent(slug)}/profile`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['vendors', 'mine'] }),
  });
}
