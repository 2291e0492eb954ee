// Business response codes of spec §4. The HTTP status carries meaning too; this is what the UI keys on.
export const Code = {
  SUCCESS: 0,
  AUTH_FAIL: -1,
  LOGIN_TIMEOUT: -2,
  NEED_REGISTER: -3,
  ALREADY_REGISTER: -4,
  OBTAIN_REGISTER: -5,
  AUTH_TOKEN_INVALID: -101012,
  AUTH_NEED_LOGIN: -101014,
  MISSING_LOGIN_CODE: -1001021009,
  PASSWORD_OR_CODE_INVALID: -102016,
  INFO_NOT_PERFECTED: -112721,
  ALREADY_ENROLLED: -112041,
  MISSING_VERIFICATION_CODE: -101020,
  // Generic failures that spec §4 does not name; kept outside its numbers.
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION_FAILED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  OVERLOADED: 503,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

/** Codes that mean the session is gone (spec §4): the UI drops to the logged-out state. */
export const SESSION_LOST_CODES: readonly number[] = [
  Code.LOGIN_TIMEOUT,
  Code.AUTH_TOKEN_INVALID,
  Code.AUTH_NEED_LOGIN,
  Code.MISSING_LOGIN_CODE,
];

export function isSessionLost(code: number): boolean {
  return SESSION_LOST_CODES.includes(code);
}

/**
 * Calls exempt from login-timeout handling (spec §7): their session-lost answer never puts the
 * page into the logged-out state (the current-user call decides that itself; login and register
 * are made by someone logged out). The enrolment read `/api/information/activitynew/getEnrollInfo`
 * (events.enrollInfo) is exempt too: a detail page asking for it never logs the visitor out.
 */
export const LOGIN_TIMEOUT_EXEMPT_PATHS: readonly string[] = [
  '/api/base/user/getCurrentUserInfo',
  '/api/base/user/register',
  '/api/base/auth/login',
  '/api/information/activitynew/getEnrollInfo',
];

export function isLoginTimeoutExempt(path: string): boolean {
  const bare = path.split(/[?#]/)[0]!;
  return LOGIN_TIMEOUT_EXEMPT_PATHS.includes(bare);
}
