import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LabConsoleInfo,
  LabLoadImageBody,
  LabResetBody,
  LabSessionFile,
  LabTestJob,
  LabTestJobBody,
  Page,
} from '@occ/shared';
import { request } from '~/lib/request';
import { uploadFile } from '~/lib/upload';

// The console's REST calls (labConsole.*, testJobs.*) under /api/lab/reservations/<id>/...;
// the live serial console itself is the WebSocket in console-socket.ts.

const enc = encodeURIComponent;
const base = (id: string) => `/api/lab/reservations/${enc(id)}`;

export const consoleKey = (id: string) => ['lab', 'console', id] as const;
const jobsKey = (id: string) => ['lab', 'console', id, 'jobs'] as const;

/** Where the browser downloads or shows things directly (links and <img>, not fetch). */
export const consoleLinks = {
  report: (id: string) => `${base(id)}/report`,
  camera: (id: string, tick: number) => `${base(id)}/camera?t=${tick}`,
  junit: (jobId: string) => `/api/lab/test-jobs/${enc(jobId)}/junit.xml`,
  html: (jobId: string) => `/api/lab/test-jobs/${enc(jobId)}/report.html`,
};

/** GET /api/lab/reservations/:id/console (labConsole.get): board, slot, state, images, my files. */
export function useConsoleInfo(id: string, initial: LabConsoleInfo) {
  return useQuery({
    queryKey: consoleKey(id),
    queryFn: () => request<LabConsoleInfo>(`${base(id)}/console`),
    initialData: initial,
    // the board state also streams over the socket; this keeps images and files fresh
    staleTime: 30_000,
  });
}

/** POST /api/lab/reservations/:id/reset (labConsole.reset): board or environment. */
export function useReset(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LabResetBody) => request<unknown>(`${base(id)}/reset`, { method: 'POST', body }),
    // the confirmation does not wait for the console info to refetch (slow while the board resets)
    onSettled: () => void client.invalidateQueries({ queryKey: consoleKey(id) }),
  });
}

/** POST /api/lab/reservations/:id/load (labConsole.load): write an image to the board and boot it. */
export function useLoadImage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LabLoadImageBody) => request<unknown>(`${base(id)}/load`, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: consoleKey(id) }),
  });
}

/** POST /api/lab/reservations/:id/files (labConsole.upload), multipart with progress. */
export function uploadToBoard(
  id: string,
  file: Blob,
  name: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) {
  // the name also travels as a text field: part file names are not reliably UTF-8 in multipart
  return uploadFile<LabSessionFile>(`${base(id)}/files`, file, name, onProgress, {
    signal,
    fields: { name },
  });
}

/** GET /api/lab/reservations/:id/test-jobs (testJobs.list), polled while a job is unfinished. */
export function useTestJobs(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...jobsKey(id), page],
    queryFn: () => request<Page<LabTestJob>>(`${base(id)}/test-jobs`, { query: { page } }),
    enabled,
    refetchInterval: (q) =>
      q.state.data?.items.some((j) => j.status === 'queued' || j.status === 'running') ? 2000 : false,
  });
}

/** POST /api/lab/reservations/:id/test-jobs (testJobs.create → 202 + the queued job). */
export function useCreateTestJob(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LabTestJobBody) =>
      request<LabTestJob>(`${base(id)}/test-jobs`, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: jobsKey(id) }),
  });
}

/** Refreshes the job list when the socket reports a step (its status and results moved on). */
export function useRefreshJobs(id: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: jobsKey(id) });
}
