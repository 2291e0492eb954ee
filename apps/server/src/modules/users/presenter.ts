import type { CurrentUser } from '@occ/shared';
import type { SessionUser } from '../../platform/session';

/** The only shape in which the current user leaves the server. */
export function presentCurrentUser(
  u: Pick<SessionUser, 'id' | 'username' | 'nickname' | 'avatarUrl' | 'userType' | 'roles' | 'permissions'>,
): CurrentUser {
  return {
    id: u.id,
    username: u.username,
    nickname: u.nickname,
    avatarUrl: u.avatarUrl,
    userType: u.userType,
    roles: u.roles,
    permissions: u.permissions,
  };
}
