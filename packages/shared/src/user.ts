import { z } from 'zod';

/** userType 1 is an enterprise user (spec §3). */
export const USER_TYPE_ENTERPRISE = 1;

/** The permission that opens the admin console (offered in the avatar menu, spec §6). */
export const CONSOLE_PERMISSION = 'admin.console';

export const currentUser = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  userType: z.number().int(),
  roles: z.array(z.string()),
  /** union of the permissions of the user's roles (roles table), 'user' always included */
  permissions: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof currentUser>;

export interface Access {
  login: boolean;
  enterprise: boolean;
  admin: boolean;
  /** may enter the admin console */
  console: boolean;
}

/** Access flags of spec §4, computed the same way on server and client. */
export function accessOf(user: CurrentUser | null): Access {
  return {
    login: user !== null,
    enterprise: user?.userType === USER_TYPE_ENTERPRISE,
    admin: user?.roles.includes('admin') ?? false,
    console: user?.permissions.includes(CONSOLE_PERMISSION) ?? false,
  };
}
export type AccessFlag = keyof Access;
