import { useMutation } from '@tanstack/react-query';
import { endSession } from '~/lib/logout';

/** POST /casdoor/logout (sso.logout): ends this browser's session, answering the provider's end-session address after SSO. */
export function useLogout() {
  return useMutation({ mutationFn: endSession });
}
