import { useMutation } from '@tanstack/react-query';
import type { PreviewLink } from '@occ/shared/pages/preview-links';
import { request } from '~/lib/request';

/** POST /api/content-pages/:slug/preview-links (pages.createPreviewLink). */
export function useCreatePreviewLink(slug: string) {
  return useMutation({
    mutationFn: (hours: number) =>
      request<PreviewLink>(`/api/content-pages/${encodeURIComponent(slug)}/preview-links`, {
        method: 'POST',
        body: { hours },
      }),
  });
}
