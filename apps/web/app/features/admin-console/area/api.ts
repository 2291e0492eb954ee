import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@occ/shared';
import {
  adminAreaByKey,
  type AdminAreaDeclaration,
  type FieldChange,
  type PublishStatus,
} from '@occ/shared/admin';
import { request } from '~/lib/request';

// The REST endpoints of a declared console area (/api/admin/<key>, served by the server's
// admin-area engine from the same declaration). Every write invalidates ['admin'].

/** One list row: `id`, the declared column properties and, when publishable, `status`. */
export type AreaRow = Record<string, unknown> & { id: number | string; status?: PublishStatus };
export interface AreaItem {
  item: AreaRow;
  /** the values the form edits (the draft, where there is one) */
  body: Record<string, unknown>;
}
export interface AreaChanges {
  status: PublishStatus;
  changes: FieldChange[];
  /** a live item's changes waiting for their scheduled publication */
  scheduledAt: string | null;
}
export interface AreaVersion {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
}

export const areaPath = (decl: AdminAreaDeclaration, ...rest: (string | number)[]) =>
  [`/api/admin/${decl.key}`, ...rest.map((r) => encodeURIComponent(String(r)))].join('/');
const keyOf = (decl: AdminAreaDeclaration) => ['admin', 'area', decl.key] as const;

/** GET /api/admin/<key>?page&q&sort&<filters> */
export function useAreaList(decl: AdminAreaDeclaration, query: Record<string, string>) {
  return useQuery({
    queryKey: [...keyOf(decl), 'list', query],
    queryFn: () => request<Page<AreaRow>>(areaPath(decl), { query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/<key>/<id> → { item, body }; nothing for a new item. */
export function useAreaItem(decl: AdminAreaDeclaration, id: string | null) {
  return useQuery({
    queryKey: [...keyOf(decl), 'item', id],
    queryFn: () => request<AreaItem>(areaPath(decl, id!)),
    enabled: id !== null,
    retry: false,
  });
}

function useAreaMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // not awaited: the toast need not wait for every console query (menu, lists, counts) to refetch
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

/** POST /api/admin/<key> (no id) or PUT /api/admin/<key>/<id>. */
export function useSaveArea(decl: AdminAreaDeclaration) {
  return useAreaMutation(({ id, body }: { id: string | number | null; body: Record<string, unknown> }) =>
    request<AreaRow>(id === null ? areaPath(decl) : areaPath(decl, id), {
      method: id === null ? 'POST' : 'PUT',
      body,
    }),
  );
}

export function useDeleteArea(decl: AdminAreaDeclaration) {
  return useAreaMutation((id: string | number) => request<unknown>(areaPath(decl, id), { method: 'DELETE' }));
}

/** POST /api/admin/<key>/bulk-delete {ids}: all or none. */
export function useBulkDeleteArea(decl: AdminAreaDeclaration) {
  return useAreaMutation((ids: (string | number)[]) =>
    request<{ deleted: number }>(areaPath(decl, 'bulk-delete'), { method: 'POST', body: { ids } }),
  );
}

/** POST /api/admin/<key>/:id/transition {event}: one step of a declared lifecycle. */
export function useTransitionArea(decl: AdminAreaDeclaration) {
  return useAreaMutation(({ id, event }: { id: string | number; event: string }) =>
    request<{ state: string }>(areaPath(decl, id, 'transition'), { method: 'POST', body: { event } }),
  );
}

/** What publishing would change (read when the confirmation opens, never cached). */
export const fetchChanges = (decl: AdminAreaDeclaration, id: string | number) =>
  request<AreaChanges>(areaPath(decl, id, 'changes'));

export function usePublishArea(decl: AdminAreaDeclaration) {
  return useAreaMutation(({ id, publishAt }: { id: string | number; publishAt: string | null }) =>
    request<{ version: number | null; publishedAt: string; scheduled: boolean }>(
      areaPath(decl, id, 'publish'),
      {
        method: 'POST',
        body: { confirm: true, publishAt },
      },
    ),
  );
}

export function useUnpublishArea(decl: AdminAreaDeclaration) {
  return useAreaMutation((id: string | number) =>
    request<null>(areaPath(decl, id, 'unpublish'), { method: 'POST', body: {} }),
  );
}

export function useAreaVersions(decl: AdminAreaDeclaration, id: string | null) {
  return useQuery({
    queryKey: [...keyOf(decl), 'versions', id],
    queryFn: () => request<AreaVersion[]>(areaPath(decl, id!, 'versions')),
    enabled: id !== null && decl.publish,
  });
}

export function useRestoreVersion(decl: AdminAreaDeclaration) {
  return useAreaMutation(({ id, version }: { id: string | number; version: number }) =>
    request<null>(areaPath(decl, id, 'versions', version, 'restore'), { method: 'POST', body: {} }),
  );
}

/** GET /api/dicts/<type> → [{value, label}] in the reader's language (select options and filters). */
export function useDictOptions(type: string | undefined, language: string) {
  return useQuery({
    queryKey: ['admin', 'dict-options', type, language],
    queryFn: () => request<{ value: string; label: string }[]>(`/api/dicts/${encodeURIComponent(type!)}`),
    enabled: Boolean(type),
    staleTime: 60_000,
  });
}

/**
 * The items of another declared area as select options (a filter with `ref`): its first 100 by
 * its default sort, valued by id and labelled by its `titleField`.
 */
export function useRefOptions(refKey: string | undefined) {
  const ref = refKey ? adminAreaByKey(refKey) : undefined;
  return useQuery({
    queryKey: ['admin', 'ref-options', refKey],
    queryFn: async () => {
      const page = await request<Page<AreaRow>>(areaPath(ref!), { query: { pageSize: 100 } });
      return page.items.map((i) => ({ value: String(i.id), label: String(i[ref!.titleField] ?? i.id) }));
    },
    enabled: Boolean(ref),
    staleTime: 60_000,
  });
}

/** A filter's options read from the API path its declaration names (`[{ value, label }]`). */
export function usePathOptions(path: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'path-options', path],
    queryFn: () => request<{ value: string; label: string }[]>(path!),
    enabled: Boolean(path),
    staleTime: 60_000,
  });
}

/** POST /api/community/preview: markdown rendered by the publishing pipeline (only while shown). */
export function useMarkdownPreview(markdown: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'markdown-preview', markdown],
    queryFn: () =>
      request<{ html: string }>('/api/community/preview', { method: 'POST', body: { markdown } }),
    enabled: enabled && markdown.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
