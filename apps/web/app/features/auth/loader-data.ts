import type { AppLoadContext } from 'react-router';
import type { CurrentUser } from '@occ/shared';
import { apiCall } from '~/lib/loader-api';
import type { Provider } from './ProviderButtons';

/** Who is asking (null for a visitor): spec §4, any failure of the current-user call is logged out. */
export async function currentUserOf(context: AppLoadContext): Promise<CurrentUser | null> {
  const { body } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  return body.success ? body.result : null;
}

/** The configured sign-in providers; none when single sign-on is not set up. */
export async function providersOf(context: AppLoadContext): Promise<Provider[]> {
  const { body } = await apiCall<Provider[]>(context, '/api/sso/providers');
  return body.success && Array.isArray(body.result) ? body.result : [];
}
