// Where to go after logging in: only a path of this site (spec: "?redirect=" must not become an
// open redirect), and never back into the login flow itself.
const LOOPS = ['/auth/login', '/auth/register', '/auth/forget', '/logout', '/waitregister'];

export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // control characters could smuggle a scheme or host past the checks above
  if (/\p{Cc}/u.test(value)) return fallback;
  const path = value.split(/[?#]/)[0]!;
  if (LOOPS.some((p) => path === p || path.startsWith(`${p}/`))) return fallback;
  return value;
}

/** The login URL that comes back to `path` afterwards. */
export function loginHref(path: string): string {
  const back = safeRedirect(path, '');
  return back && back !== '/' ? `/auth/login?redirect=${encodeURIComponent(back)}` : '/auth/login';
}
