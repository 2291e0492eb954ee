import { z } from 'zod';

// Kept apart from user.ts so that pages needing only accessOf do not load zod.
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
