import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LabDeviceStateBody, LabDeviceStateResult } from '@occ/shared';
import { request } from '~/lib/request';

// The inventory lists and forms are declared console areas (labCompany, labCpu, labSoc, labBoard,
// labDevice); a device's state has its own call, because it moves or cancels reservations.

/** PATCH /api/admin/lab/devices/:id (labInventory.setDeviceState): moves or cancels future reservations. */
export function useSetDeviceState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LabDeviceStateBody }) =>
      request<LabDeviceStateResult>(`/api/admin/lab/devices/${id}`, { method: 'PATCH', body }),
    // not awaited: the confirmation need not wait for the console's lists to refetch
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
