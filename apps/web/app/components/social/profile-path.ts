/** An author as lists and details carry them. */
export interface Author {
  id: string;
  nickname: string;
  avatarUrl?: string | null;
}

/** A user's public profile page (routes/user/profile.tsx). */
export const profilePath = (userId: string) => `/user/${encodeURIComponent(userId)}`;
