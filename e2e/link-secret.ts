/**
 * The browser-test portal's signing secret of links (STORAGE_LINK_SECRET, set by global-setup), so a
 * test can make a link the portal would have made at another time (an expired preview link).
 */
export const E2E_LINK_SECRET = 'e2e-link-secret-for-signed-links';
