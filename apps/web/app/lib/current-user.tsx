import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { FOCUS_REFRESH_MS, type CurrentUser } from '@occ/shared';
import { onSessionLost, request, RequestError } from './request';
import { useFeedback } from './feedback';

const KEY = ['currentUser'] as const;
const InitialUser = createContext<CurrentUser | null>(null);

/** The server resolved the user for the first paint; the client keeps it fresh from there. */
export function CurrentUserProvider({
  user,
  notice = null,
  children,
}: {
  user: CurrentUser | null;
  /** why the server found the session lost while rendering (shown once per answer) */
  notice?: string | null;
  children: ReactNode;
}) {
  const client = useQueryClient();
  useEffect(() => {
    client.setQueryData(KEY, user);
  }, [client, user]);
  const { message } = useFeedback();
  // spec §4: a session-lost answer drops the page to logged out and says why (the server's
  // message: "Login information is invalid" for -2)
  useEffect(
    () =>
      onSessionLost((err) => {
        if (client.getQueryData(KEY) === null) return;
        client.setQueryData(KEY, null);
        message.warning(err.message);
      }),
    [client, message],
  );
  useEffect(() => {
    if (notice) message.warning(notice);
  }, [notice, message]);
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
