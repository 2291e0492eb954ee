import type { Config } from '../../config';
import type { users } from '../../db/schema';

/** OIDC standard claims of a local user (the shape Casdoor's /api/userinfo answers). */
export function presentUserInfo(config: Config, u: typeof users.$inferSelect) {
  return {
    sub: u.id,
    preferred_username: u.username,
    name: u.nickname,
    email: u.email,
    email_verified: u.email !== null,
    phone_number: u.mobile,
    picture: u.avatarUrl ? new URL(u.avatarUrl, config.publicUrl).href : null,
  };
}
