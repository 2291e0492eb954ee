import { useRouteLoaderData } from 'react-router';
import type { ConsoleInfo } from '@occ/shared/admin';

/** The console layout route, whose loader answers GET /api/admin/console (menu and permissions). */
const CONSOLE_LAYOUT_ID = 'routes/admin/layout';

/**
 * Which buttons to show: the permissions the server sent with the console menu (the same strings
 * the API checks). Without that answer every button shows and the server decides.
 */
export function useMay(): (permission: string) => boolean {
  const info = useRouteLoaderData(CONSOLE_LAYOUT_ID) as ConsoleInfo | null | undefined;
  return (permission) => !info?.permissions || info.isAdmin || info.permissions.includes(permission);
}
