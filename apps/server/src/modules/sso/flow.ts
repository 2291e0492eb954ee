// The authorization code flow (PKCE S256 + state + nonce): starting it and completing it.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Db } from '../../db/client';
import { oidcRequests } from '../../db/schema';

const REQUEST_TTL_MS = 10 * 60_000;
export const SCOPE = 'openid profile email';

export type Intent = 'login' | 'bind';

/** What the portal learns about the person from the provider. */
export interface ProviderIdentity {
  subject: string;
  accountName: string | null;
  name: string | null;
  /** only an address the provider says it verified */
  email: string | null;
  idToken: string | null;
}

/** Records the request (single use, 10 minutes) and builds the provider's authorization URL. */
export async function startAuthorization(
  db: Db,
  cfg: client.Configuration,
  input: { provider: string; redirectUri: string; returnTo: string; intent: Intent; userId: string | null },
): Promise<{ url: string; state: string }> {
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  // expired requests are never completed; clear them as new ones arrive
  await db.delete(oidcRequests).where(lt(oidcRequests.expiresAt, sql`now()`));
  await db.insert(oidcRequests).values({
    state,
    provider: input.provider,
    codeVerifier,
    nonce,
    returnTo: input.returnTo,
    intent: input.intent,
    userId: input.userId,
    expiresAt: new Date(Date.now() + REQUEST_TTL_MS),
  });
  const url = client.buildAuthorizationUrl(cfg, {
    redirect_uri: input.redirectUri,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, state };
}

export type OidcRequest = typeof oidcRequests.$inferSelect;

/** Takes the live request for `state` out of the table: a state is good for one callback only. */
export async function takeRequest(db: Db, state: string): Promise<OidcRequest | null> {
  const [row] = await db
    .delete(oidcRequests)
    .where(and(eq(oidcRequests.state, state), gt(oidcRequests.expiresAt, sql`now()`)))
    .returning();
  return row ?? null;
}

/**
 * Exchanges the code at the token endpoint; openid-client checks the state, the PKCE verifier,
 * the issuer and the ID token's signature, audience and nonce. Then reads the user info.
 */
export async function exchangeCode(
  cfg: client.Configuration,
  callbackUrl: URL,
  request: OidcRequest,
): Promise<ProviderIdentity> {
  const tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
    pkceCodeVerifier: request.codeVerifier,
    expectedState: request.state,
    expectedNonce: request.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims()!;
  const info: Record<string, unknown> = { ...claims };
  if (cfg.serverMetadata().userinfo_endpoint) {
    Object.assign(info, await client.fetchUserInfo(cfg, tokens.access_token, claims.sub));
  }
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const email = str(info.email);
  return {
    subject: claims.sub,
    accountName: str(info.preferred_username) ?? str(info.name) ?? claims.sub,
    name: str(info.name),
    email: email && info.email_verified === true ? email.toLowerCase() : null,
    idToken: tokens.id_token ?? null,
  };
}
