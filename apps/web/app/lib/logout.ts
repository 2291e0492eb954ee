import { request, RequestError } from './request';

/**
 * Ends the portal session (spec §7 POST /casdoor/logout). After a single sign-on it answers the
 * identity provider's end-session address, which the browser must visit so the provider's
 * session ends too; otherwise null.
 */
export async function endSession(): Promise<string | null> {
  try {
    const result = await request<{ providerLogoutUrl: string | null }>('/casdoor/logout', {
      method: 'POST',
    });
    return result.providerLogoutUrl;
  } catch (e) {
    // already logged out: there is nothing left to end
    if (e instanceof RequestError && e.sessionLost) return null;
    throw e;
  }
}
