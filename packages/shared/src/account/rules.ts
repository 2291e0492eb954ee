// Spec §5 account rules, written once: the web forms and the server use these same functions.
// Every failure is a message key of ../messages (translated by the caller into the user's locale).
import { COMMON_PASSWORDS } from './common-passwords';

export const USERNAME_MIN = 2;
export const USERNAME_MAX = 12;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
export const PROFILE_MAX = 60;
export const NICKNAME_MAX = 32;
export const REAL_NAME_MAX = 32;
export const UNIT_MAX = 64;
export const POSITION_MAX = 64;
export const STREET_MAX = 128;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_TRIES = 5;
export const CODE_RESEND_SECONDS = 60;
export const CAPTCHA_TTL_SECONDS = 120;

/**
 * Mainland mobile (spec §5): optional +86/86, then 13x, 15x but 154, 166, 17x (170-178; 179 is
 * not issued), 18x, 19x but 194 and 197; 11 digits in all.
 */
export const MOBILE_PATTERN = /^(?:\+?86)?1(?:3\d|5[0-35-9]|66|7[0-8]|8\d|9[0-35689])\d{8}$/;

/** Spec §5 e-mail: local@domain, where domain is a bracketed IPv4 literal or dotted with a 2+ letter TLD. */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

const HAN = /\p{Script=Han}/u;
const SPACE = /\s/;

export type TargetKind = 'mobile' | 'email';

export const isMobile = (v: string) => MOBILE_PATTERN.test(v.trim());
export const isEmail = (v: string) => EMAIL_PATTERN.test(v.trim()) && v.trim().length <= 254;

/** Canonical stored form: mobile without the country prefix, e-mail lower-cased. */
export function normalizeTarget(v: string): { kind: TargetKind; value: string } | null {
  const s = v.trim();
  if (isMobile(s)) return { kind: 'mobile', value: s.replace(/^\+?86/, '') };
  if (isEmail(s)) return { kind: 'email', value: s.toLowerCase() };
  return null;
}

/** Which of upper, lower, digit, symbol the password uses. */
export function passwordClasses(p: string): number {
  return [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z\d\s]/].filter((r) => r.test(p)).length;
}

export const isCommonPassword = (p: string) => COMMON_PASSWORDS.has(p.toLowerCase());

/** The first broken password rule, or null. */
export function passwordProblem(p: string): string | null {
  if (!p) return 'passwordRequired';
  if (SPACE.test(p)) return 'passwordNoSpaces';
  if (HAN.test(p)) return 'passwordNoChinese';
  if (p.length < PASSWORD_MIN || p.length > PASSWORD_MAX) return 'passwordLength';
  if (passwordClasses(p) < 2) return 'passwordClasses';
  if (isCommonPassword(p)) return 'passwordCommon';
  return null;
}

/** The first broken username rule, or null. */
export function usernameProblem(u: string): string | null {
  if (!u) return 'usernameRequired';
  if (SPACE.test(u)) return 'usernameNoSpaces';
  const n = [...u].length;
  if (n < USERNAME_MIN || n > USERNAME_MAX) return 'usernameLength';
  // login accepts a username, a mobile or an e-mail in one box: a username must not look like either
  if (u.includes('@') || /^\+?\d+$/.test(u)) return 'usernameLooksLikeContact';
  return null;
}

/** Chinese real name (spec §5 "correct Chinese name"): 2-16 Han characters, optional middle dot. */
export const CHINESE_NAME_PATTERN = /^\p{Script=Han}+(?:[·•]\p{Script=Han}+)*$/u;
export function realNameProblem(n: string): string | null {
  if (!n.trim()) return 'realNameRequired';
  const len = [...n].length;
  if (len < 2 || len > 16 || !CHINESE_NAME_PATTERN.test(n)) return 'realNameInvalid';
  return null;
}
