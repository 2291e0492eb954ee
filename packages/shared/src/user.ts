import type { CurrentUser } from './user-schema';

export type { CurrentUser } from './user-schema';

/** userType 1 is an enterprise user (spec §3). */
export const USER_TYPE_ENTERPRISE = 1;

/** The permission that opens the admin console (offered in the avatar menu, spec §6). */
export const CONSOLE_PERMISSION = 'admin.console';

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
