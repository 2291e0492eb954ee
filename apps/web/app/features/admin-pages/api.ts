import { useMutation, useQuery } from '@tanstack/react-query';
import type { PreviewLink } from '@occ/shared/pages/preview-links';
import type { PageTemplate } from '@occ/shared/pages/templates';
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

/** GET /api/admin/page-templates (templates.list): the starting sets of blocks of a new page. */
export function usePageTemplates() {
  return useQuery({
    queryKey: ['admin', 'page-templates'],
    queryFn: () => request<PageTemplate[]>('/api/admin/page-templates'),
    staleTime: Infinity,
  });
}
