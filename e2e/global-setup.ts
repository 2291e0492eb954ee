import type { TestProject } from 'vitest/node';
import { startOidcProvider } from '../apps/server/src/test/oidc-provider';
import { E2E_LINK_SECRET } from './link-secret';
import { freePort, startPortal } from './portal-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** the local single sign-on provider (node-oidc-provider with Casdoor's paths) */
    ssoIssuer: string;
  }
}

/** Starts the real portal (`main.ts`) on a free port with a fresh database and demo data. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  // single sign-on: a real OIDC provider, started first so the portal can discover it; it sends
  // the browser back to the portal's /callback on the port chosen above
  const sso = await startOidcProvider({
    clients: [
      {
        client_id: 'occ-portal-e2e',
        client_secret: 'e2e-sso-secret',
        redirect_uris: [`http://127.0.0.1:${port}/callback`],
        post_logout_redirect_uris: [`http://127.0.0.1:${port}/`],
      },
    ],
  });
  const portal = await startPortal(
    {
      ADMIN_PASSWORD: 'E2e#admin2026',
      RATE_LIMIT_PER_MINUTE: '100000',
      // every browser test registers its own users through one address: the code-send limit per IP
      // is tested by the API tests, not here
      CODE_SENDS_PER_IP_HOUR: '100000',
      SSO_ISSUER: sso.issuer,
      SSO_DEV_ISSUER: sso.issuer,
      SSO_CLIENT_ID: 'occ-portal-e2e',
      SSO_CLIENT_SECRET: 'e2e-sso-secret',
      // known to the tests, which sign an expired preview link with it (link-secret.ts)
      STORAGE_LINK_SECRET: E2E_LINK_SECRET,
      // small resumable-upload chunks, so a test file of a few MB goes up in several
      RESOURCE_UPLOAD_CHUNK_BYTES: String(512 * 1024),
    },
    port,
  );
  const { baseUrl } = portal;
  project.provide('baseUrl', baseUrl);
  project.provide('ssoIssuer', sso.issuer);

  return async () => {
    await portal.stop();
    await sso.close();
  };
}
