import { z } from 'zod';

/** userType 1 is an enterprise user (spec §3). */
export const USER_TYPE_ENTERPRISE = 1;

export const currentUser = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  userType: z.number().int(),
  roles: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof currentUser>;

export interface Access {
  login: boolean;
  enterprise: boolean;
  admin: boolean;
}

/** Access flags of spec §4, computed the same way on server and client. */
export function accessOf(user: CurrentUser | null): Access {
  return {
    login: user !== null,
    enterprise: user?.userType === USER_TYPE_ENTERPRISE,
    admin: user?.roles.includes('admin') ?? false,
  };
}
export type AccessFlag = keyof Access;
