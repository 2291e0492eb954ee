import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { FOCUS_REFRESH_MS, type CurrentUser } from '@occ/shared';
import { onSessionLost, request, RequestError } from './request';

const KEY = ['currentUser'] as const;
const InitialUser = createContext<CurrentUser | null>(null);

/** The server resolved the user for the first paint; the client keeps it fresh from there. */
export function CurrentUserProvider({ user, children }: { user: CurrentUser | null; children: ReactNode }) {
  const client = useQueryClient();
  useEffect(() => {
    client.setQueryData(KEY, user);
  }, [client, user]);
  useEffect(() => onSessionLost(() => client.setQueryData(KEY, null)), [client]);
  return <InitialUser.Provider value={user}>{children}</InitialUser.Provider>;
}

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await request<CurrentUser>('/api/base/user/getCurrentUserInfo');
  } catch (e) {
    // spec §4: any failure of the current-user call means logged out
    if (e instanceof RequestError && e.kind === 'business') return null;
    throw e;
  }
}

export function useCurrentUser() {
  const initial = useContext(InitialUser);
  const q = useQuery({
    queryKey: KEY,
    queryFn: fetchCurrentUser,
    initialData: initial,
    staleTime: FOCUS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return { user: q.data ?? null, refresh: q.refetch };
}
