import type { CurrentUser } from '@occ/shared';

export type AdminSectionKey =
  | 'approve'
  | 'labPermissions'
  | 'labReservations'
  | 'labAgents'
  | 'chip'
  | 'cpu'
  | 'device'
  | 'reports'
  | 'sensitiveWords'
  | 'reviews';

export interface AdminSection {
  key: AdminSectionKey;
  to: string;
  /** any of these permissions (or the admin role) opens the section; the server checks them too */
  permissions: string[];
}

/** The console's sections that exist (spec §1 admin menu entries, as they are built). */
export const ADMIN_SECTIONS: AdminSection[] = [
  { key: 'approve', to: '/admin/approve', permissions: ['enterprise.review'] },
  { key: 'labPermissions', to: '/admin/lab/permissions', permissions: ['lab.review'] },
  { key: 'labReservations', to: '/admin/lab/reservations', permissions: ['lab.manage'] },
  { key: 'labAgents', to: '/admin/lab/agents', permissions: ['lab.manage'] },
  { key: 'chip', to: '/admin/chip', permissions: ['lab.manage'] },
  { key: 'cpu', to: '/admin/cpu', permissions: ['lab.manage'] },
  { key: 'device', to: '/admin/device', permissions: ['lab.manage'] },
  { key: 'reports', to: '/admin/reports', permissions: ['moderation.review'] },
  { key: 'sensitiveWords', to: '/admin/sensitive-words', permissions: ['moderation.review'] },
  { key: 'reviews', to: '/admin/reviews', permissions: ['moderation.review'] },
];

/** The sections this console user may use, so the menu offers no page that would refuse them. */
export function sectionsFor(user: CurrentUser | null): AdminSection[] {
  if (!user) return [];
  if (user.roles.includes('admin')) return ADMIN_SECTIONS;
  return ADMIN_SECTIONS.filter((s) => s.permissions.some((p) => user.permissions.includes(p)));
}
