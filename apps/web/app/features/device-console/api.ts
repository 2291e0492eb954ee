import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  campaign,
  CampaignBody,
  certification,
  CertificationBody,
  deviceCommand,
  deviceEvent,
  deviceState,
  deviceProduct,
  DeviceProductBody,
  DeviceProductUpdateBody,
  deviceRow,
  firmware,
  licence,
  licenceBatch,
  Page,
} from '@occ/shared';
import { request } from '~/lib/request';
import { uploadFile } from '~/lib/upload';

// The device console's calls to /api/devices (issue 23): the server decides what the user sees
// (their organisation's rows, or every organisation's for the vendor's staff).

export type DeviceProduct = z.infer<typeof deviceProduct>;
export type Licence = z.infer<typeof licence>;
export type LicenceBatch = z.infer<typeof licenceBatch>;
export type Firmware = z.infer<typeof firmware>;
export type Campaign = z.infer<typeof campaign>;
export type DeviceRow = z.infer<typeof deviceRow>;
export type CampaignAction = 'pause' | 'resume' | 'cancel' | 'advance';

const KEY = ['devices'] as const;
const productUrl = (id: string) => `/api/devices/products/${encodeURIComponent(id)}`;

export function useProducts(page: number, pageSize = 20) {
  return useQuery({
    queryKey: [...KEY, 'products', page, pageSize],
    queryFn: () => request<Page<DeviceProduct>>('/api/devices/products', { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: [...KEY, 'product', id],
    queryFn: () => request<DeviceProduct>(productUrl(id)),
  });
}

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<DeviceProductBody>) =>
      request<DeviceProduct>('/api/devices/products', { method: 'POST', body }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useUpdateProduct(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<DeviceProductUpdateBody, 'dataModel'>) =>
      request<DeviceProduct>(productUrl(id), { method: 'PUT', body }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useReleaseProduct(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<DeviceProduct>(`${productUrl(id)}/release`, { method: 'POST', body: {} }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useLicences(productId: string, page: number, pageSize = 20) {
  return useQuery({
    queryKey: [...KEY, 'licences', productId, page, pageSize],
    queryFn: () => request<Page<Licence>>(`${productUrl(productId)}/licences`, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useIssueLicences(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { count: number; namePrefix?: string }) =>
      request<LicenceBatch>(`${productUrl(productId)}/licences`, { method: 'POST', body }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRevokeLicence(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (licenceId: string) =>
      request<null>(`${productUrl(productId)}/licences/${encodeURIComponent(licenceId)}/revoke`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useFirmware(productId: string) {
  return useQuery({
    queryKey: [...KEY, 'firmware', productId],
    queryFn: () => request<Firmware[]>(`${productUrl(productId)}/firmware`),
  });
}

export interface FirmwareUpload {
  version: string;
  targetChip: string;
  releaseNotes: string;
  file: File;
}

/** The browser hashes the image (the server checks the received bytes against it). */
async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function useUploadFirmware(productId: string, onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (u: FirmwareUpload) => {
      const sha256 = await sha256Hex(u.file);
      return uploadFile<Firmware>(`${productUrl(productId)}/firmware`, u.file, u.file.name, onProgress, {
        fields: { version: u.version, targetChip: u.targetChip, releaseNotes: u.releaseNotes, sha256 },
      });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

const live = (rows: Campaign[] | undefined) => !!rows?.some((c) => c.state === 'running');

/** Campaigns with their counts: polled every 3 s while one runs (the live counts). */
export function useCampaigns(productId: string | null) {
  return useQuery({
    queryKey: [...KEY, 'campaigns', productId],
    queryFn: () => request<Campaign[]>(`${productUrl(productId!)}/campaigns`),
    enabled: !!productId,
    refetchInterval: (q) => (live(q.state.data) ? 3000 : 15_000),
  });
}

export function useCreateCampaign(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<CampaignBody>) =>
      request<Campaign>(`${productUrl(productId)}/campaigns`, { method: 'POST', body }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useMoveCampaign(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: CampaignAction }) =>
      request<Campaign>(`${productUrl(productId)}/campaigns/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export interface DeviceFilters {
  productId?: string;
  firmwareVersion?: string;
  revoked?: '0' | '1';
  online?: '0' | '1';
  campaignId?: string;
}

export function useDevices(filters: DeviceFilters, page: number, pageSize = 20) {
  return useQuery({
    queryKey: [...KEY, 'list', filters, page, pageSize],
    queryFn: () => request<Page<DeviceRow>>('/api/devices', { query: { ...filters, page, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

// ---- chip certification, device state, history, commands, the IoT view ----

export type Certification = z.infer<typeof certification>;
export type DeviceState = z.infer<typeof deviceState>;
export type DeviceEvent = z.infer<typeof deviceEvent>;
export type DeviceCommand = z.infer<typeof deviceCommand>;
const deviceUrl = (id: string) => `/api/devices/${encodeURIComponent(id)}`;

export function useCertifications(productId: string) {
  return useQuery({
    queryKey: [...KEY, 'certifications', productId],
    queryFn: () => request<Certification[]>(`${productUrl(productId)}/certifications`),
  });
}

export function useRequestCertification(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificationBody) =>
      request<Certification>(`${productUrl(productId)}/certifications`, { method: 'POST', body }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The IoT view: the product's devices with their last properties, polled every 5 s. */
export function useProductStates(productId: string, page: number, pageSize = 20) {
  return useQuery({
    queryKey: [...KEY, 'states', productId, page, pageSize],
    queryFn: () =>
      request<Page<DeviceState>>(`${productUrl(productId)}/states`, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
}

export function useDeviceState(id: string) {
  return useQuery({
    queryKey: [...KEY, 'state', id],
    queryFn: () => request<DeviceState>(deviceUrl(id)),
    refetchInterval: 5000,
  });
}

export function useDeviceHistory(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'history', id],
    queryFn: () => request<DeviceEvent[]>(`${deviceUrl(id!)}/history`),
    enabled: !!id,
    refetchInterval: 10_000,
  });
}

/** Commands sent to the device: polled every 2 s while one waits for the device's answer. */
export function useDeviceCommands(id: string) {
  return useQuery({
    queryKey: [...KEY, 'commands', id],
    queryFn: () => request<DeviceCommand[]>(`${deviceUrl(id)}/commands`),
    refetchInterval: (q) =>
      q.state.data?.some((c) => c.state === 'pending' || c.state === 'delivered') ? 2000 : 10_000,
  });
}

export function useSendCommand(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { commandId: string; params: Record<string, string | number | boolean> }) =>
      request<DeviceCommand>(`${deviceUrl(id)}/commands`, { method: 'POST', body }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}
