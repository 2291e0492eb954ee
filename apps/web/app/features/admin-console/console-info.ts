import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ConsoleInfo } from '@occ/shared/admin';
import { request } from '~/lib/request';

/** The console layout route's id: its loader answers GET /api/admin/console for the first paint. */
export const CONSOLE_LAYOUT_ID = 'routes/admin/layout';
/** Under ['admin'], so every console write (which invalidates ['admin']) refreshes the menu too. */
export const CONSOLE_KEY = ['admin', 'console'] as const;

const EMPTY: ConsoleInfo = { menu: [], permissions: [], isAdmin: false };

/**
 * What the current user sees and may do in the console (menu, permission strings, isAdmin):
 * the layout loader's answer, kept fresh by a query (a role or menu change shows without reload).
 */
export function useConsoleInfo(): ConsoleInfo {
  const initial = useRouteLoaderData(CONSOLE_LAYOUT_ID) as ConsoleInfo | undefined;
  const client = useQueryClient();
  useEffect(() => {
    if (initial) client.setQueryData(CONSOLE_KEY, initial);
  }, [client, initial]);
  const q = useQuery({
    queryKey: CONSOLE_KEY,
    queryFn: () => request<ConsoleInfo>('/api/admin/console'),
    initialData: initial,
    staleTime: 30_000,
  });
  return q.data ?? initial ?? EMPTY;
}

/** Whether the user may do `permission` (the same strings the API checks; no permission: anyone). */
export function can(info: ConsoleInfo, permission: string | undefined): boolean {
  if (!permission) return true;
  return info.isAdmin || info.permissions.includes(permission);
}
