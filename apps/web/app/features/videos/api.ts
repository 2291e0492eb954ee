import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Page,
  VideoDetail,
  VideoFields,
  VideoListItem,
  VideoMineItem,
  VideoMinePage,
  VideoState,
} from '@occ/shared';
import { request } from '~/lib/request';
import { blobName, uploadFile } from '~/lib/upload';

export const VIDEOS_KEY = ['videos'] as const;
export const VIDEO_KEY = ['videos', 'detail'] as const;
export const MY_VIDEOS_KEY = ['videos', 'mine'] as const;
/** how often a video being processed is asked about again */
export const PROCESSING_POLL_MS = 2000;

const path = (id: string, tail = '') => `/api/videos/${encodeURIComponent(id)}${tail}`;

/** POST /api/videos/:id/view (videos.view): counted once per viewer per day by the server. */
export const viewVideo = (id: string) =>
  request<{ counted: boolean; views: number }>(path(id, '/view'), { method: 'POST', body: {} });

/** GET /api/videos?… (videos.list); `apiQuery` is the canonical query string. */
export function useVideos(apiQuery: string, initial?: Page<VideoListItem>) {
  return useQuery({
    queryKey: [...VIDEOS_KEY, 'list', apiQuery],
    queryFn: () => request<Page<VideoListItem>>(`/api/videos?${apiQuery}`),
    initialData: initial,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/videos/:id (videos.get), asked again every 2 s while the video is being processed. */
export function useVideo(id: string | null, initial?: VideoDetail) {
  return useQuery({
    queryKey: [...VIDEO_KEY, id],
    queryFn: () => request<VideoDetail>(path(id!)),
    initialData: initial,
    enabled: Boolean(id),
    refetchInterval: (q) =>
      q.state.data && ['pending', 'processing'].includes(q.state.data.processing)
        ? PROCESSING_POLL_MS
        : false,
  });
}

/** GET /api/videos/mine?state=&page= (videos.mine) */
export function useMyVideos(state: VideoState, page: number) {
  return useQuery({
    queryKey: [...MY_VIDEOS_KEY, state, page],
    queryFn: () => request<VideoMinePage>('/api/videos/mine', { query: { state, page } }),
    placeholderData: keepPreviousData,
    // a row still processing keeps the list fresh
    refetchInterval: (q) =>
      q.state.data?.items.some((i) => ['pending', 'processing'].includes(i.processing))
        ? PROCESSING_POLL_MS
        : false,
  });
}

/** After any change: lists, my videos and the detail are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: VIDEOS_KEY });
}

/** POST /api/videos (videos.create) from a finished upload */
export function useCreateVideo() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: VideoFields & { uploadId: string }) =>
      request<VideoMineItem>('/api/videos', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** PUT /api/videos/:id (videos.update) */
export function useUpdateVideo(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: VideoFields) => request<VideoMineItem>(path(id), { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

/** POST /api/videos/:id/submit | withdraw (videos.submit, videos.withdraw), DELETE /api/videos/:id (videos.delete) */
export function useVideoAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'submit' | 'withdraw' | 'delete' }) =>
      action === 'delete'
        ? request<null>(path(id), { method: 'DELETE' })
        : request<VideoMineItem>(path(id, `/${action}`), { method: 'POST', body: {} }),
    onSuccess: refresh,
  });
}

/** POST /api/videos/:id/cover (videos.cover): multipart `file`, with upload progress. */
export function uploadCover(id: string, blob: Blob, onProgress: (percent: number) => void) {
  return uploadFile<VideoMineItem>(path(id, '/cover'), blob, blobName(blob, 'cover'), onProgress);
}
