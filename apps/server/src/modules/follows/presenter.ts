import type { FollowState, SocialUser } from '@occ/shared';
import { users } from '../../db/schema';

/** The public columns of a user (never e-mail, mobile or private profile fields). */
export const socialUserColumns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  avatarUrl: users.avatarUrl,
  roles: users.roles,
};
export type SocialUserRow = {
  id: string;
  username: string;
  nickname: string;
  avatarUrl: string | null;
  roles: string[];
};

export const presentSocialUser = (u: SocialUserRow): SocialUser => ({
  id: u.id,
  username: u.username,
  nickname: u.nickname,
  avatarUrl: u.avatarUrl,
  vendor: u.roles.includes('vendor'),
});

/** not followed / followed / mutual, from "I follow them" and "they follow me". */
export function followStateOf(
  viewerId: string | null,
  userId: string,
  iFollow: boolean,
  theyFollow: boolean,
): FollowState {
  if (viewerId === userId) return 'self';
  if (!iFollow) return 'none';
  return theyFollow ? 'mutual' : 'followed';
}
