import { useNavigate, useRevalidator } from 'react-router';
import { useCurrentUser } from '~/lib/current-user';
import { safeRedirect } from '../redirect';

/** After a login, registration or logout: reload who we are everywhere, then go on. */
export function useAfterLogin() {
  const { refresh } = useCurrentUser();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return async (target: string | null | undefined) => {
    await refresh();
    await navigate(safeRedirect(target), { replace: true });
    // the root loader holds the server's view of the user: bring it up to date too
    await revalidate();
  };
}
