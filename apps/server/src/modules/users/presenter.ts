import type { CurrentUser } from '@occ/shared';
import type { SessionUser } from '../../platform/session';

/** The only shape in which the current user leaves the server. */
export function presentCurrentUser(u: SessionUser): CurrentUser {
  return {
    id: u.id,
    username: u.username,
    nickname: u.nickname,
    avatarUrl: u.avatarUrl,
    userType: u.userType,
    roles: u.roles,
  };
}
