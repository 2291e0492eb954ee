import { useMutation } from '@tanstack/react-query';
import type { PreviewLink } from '@occ/shared/pages/preview-links';
import { request } from '~/lib/request';

/**
 * POST a preview link of `endpoint` (pages.createPreviewLink at
 * /api/content-pages/:slug/preview-links, products.createPreviewLink at
 * /api/admin/products/:id/preview-links).
 */
export function useCreatePreviewLink(endpoint: string) {
  return useMutation({
    mutationFn: (hours: number) =>
      request<PreviewLink>(endpoint, {
        method: 'POST',
        body: { hours },
      }),
  });
}
