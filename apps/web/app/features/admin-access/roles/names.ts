import type { RoleItem } from '@occ/shared/admin';

/** A role's name in the reader's language. */
export const roleName = (role: Pick<RoleItem, 'nameZh' | 'nameEn'>, locale: string) =>
  locale.startsWith('zh') ? role.nameZh : role.nameEn || role.nameZh;

/** Roles shown as badges on a profile (official account, official blogger, expert blogger). */
export const BADGE_ROLES: readonly string[] = ['official', 'official_blogger', 'expert_blogger'];
