import { keepPreviousData, useMutation, useQueries, useQuery } from '@tanstack/react-query';
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

/**
 * POST /api/community/preview (markdown.preview) for each markdown: the HTML the publishing
 * pipeline makes of it, as a lookup ('' until it arrives or when it is refused).
 */
export function useMarkdownHtml(markdowns: readonly string[]): (markdown: string) => string {
  const results = useQueries({
    queries: markdowns.map((markdown) => ({
      // the console's markdown field shares these (admin-console/area/api.ts)
      queryKey: ['admin', 'markdown-preview', markdown],
      queryFn: () =>
        request<{ html: string }>('/api/community/preview', { method: 'POST', body: { markdown } }),
      enabled: markdown.trim().length > 0,
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  const html = new Map(markdowns.map((m, i) => [m, results[i]?.data?.html ?? '']));
  return (markdown) => html.get(markdown) ?? '';
}
