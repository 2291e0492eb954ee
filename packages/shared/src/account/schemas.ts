// Request and response shapes of the account API (issue 3 contract). The web forms validate with
// the same schemas; every message is a key of ../messages, translated where it is shown.
import { z } from 'zod';
import { requiredString } from '../zod-rules';
import {
  CODE_LENGTH,
  isEmail,
  isMobile,
  NICKNAME_MAX,
  normalizeTarget,
  passwordProblem,
  POSITION_MAX,
  PROFILE_MAX,
  realNameProblem,
  STREET_MAX,
  UNIT_MAX,
  usernameProblem,
} from './rules';

/** A rule function (value → problem key | null) as a zod refinement that reports the key. */
const rule = (check: (v: string) => string | null) =>
  z.string().superRefine((v, ctx) => {
    const problem = check(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const required = requiredString;

export const usernameField = rule(usernameProblem);
export const passwordField = rule(passwordProblem);
export const targetField = required('targetRequired').refine(
  (v) => normalizeTarget(v) !== null,
  'targetInvalid',
);
export const mobileField = required('targetRequired').refine(isMobile, 'mobileInvalid');
export const emailField = required('targetRequired').refine(isEmail, 'emailInvalid');
export const codeField = required('codeRequired').regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'codeFormat');
export const captchaFields = {
  captchaId: required('captchaRequired'),
  captchaCode: required('captchaRequired').max(12, 'captchaWrong'),
};
const mustAgree = z.literal(true, { error: 'agreeRequired' });

const withConfirmation = <T extends { password: string; confirmPassword: string }>(s: z.ZodType<T>) =>
  s.refine((v) => v.password === v.confirmPassword, {
    message: 'passwordMismatch',
    path: ['confirmPassword'],
  });

export const CODE_SCENES = ['register', 'login', 'reset', 'bind'] as const;
export type CodeScene = (typeof CODE_SCENES)[number];

export const captchaResult = z.object({
  captchaId: z.string(),
  /** an SVG drawing of the code (paths, no text) */
  svg: z.string(),
  expiresIn: z.number().int(),
});

export const sendCodeBody = z.object({
  target: targetField,
  scene: z.enum(CODE_SCENES),
  ...captchaFields,
});
export type SendCodeBody = z.infer<typeof sendCodeBody>;
export const sendCodeResult = z.object({ cooldownSeconds: z.number().int(), expiresIn: z.number().int() });

export const registerBody = withConfirmation(
  z.object({
    username: usernameField,
    password: passwordField,
    confirmPassword: z.string({ error: 'passwordRequired' }),
    target: targetField,
    code: codeField,
    agree: mustAgree,
  }),
);
export type RegisterBody = z.infer<typeof registerBody>;

export const passwordLoginBody = z.object({
  type: z.literal('password'),
  account: required('accountRequired').max(254, 'accountRequired'),
  password: required('passwordRequired').max(128, 'passwordLength'),
  ...captchaFields,
});
export const codeLoginBody = z.object({
  type: z.literal('code'),
  target: targetField,
  code: codeField,
  /** quick login: an unknown mobile/e-mail is registered when the terms were agreed to */
  agree: z.boolean().optional(),
});
export const loginBody = z.discriminatedUnion('type', [passwordLoginBody, codeLoginBody]);
export type LoginBody = z.infer<typeof loginBody>;

export const resetPasswordBody = withConfirmation(
  z.object({
    target: targetField,
    code: codeField,
    password: passwordField,
    confirmPassword: z.string({ error: 'passwordRequired' }),
  }),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changePasswordBody = withConfirmation(
  z.object({
    /** required by the server when the account has a password; sign-ups by code or SSO set a first one */
    oldPassword: z.string().max(128, 'passwordLength').optional(),
    password: passwordField,
    confirmPassword: z.string({ error: 'passwordRequired' }),
  }),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export const changePasswordResult = z.object({ otherSessions: z.number().int() });

export const sessionItem = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;
export const revokeSessionsBody = z.union([
  z.object({ id: z.string().min(1) }),
  z.object({ others: z.literal(true) }),
]);
export const revokeSessionsResult = z.object({ revoked: z.number().int() });

// ---- profile (spec §3 user profile) ----
export const GENDERS = ['male', 'female'] as const;
export const profile = z.object({
  username: z.string(),
  nickname: z.string(),
  gender: z.enum(GENDERS).nullable(),
  birthday: z.string().nullable(),
  realName: z.string().nullable(),
  unit: z.string().nullable(),
  position: z.string().nullable(),
  /** region codes, province → city → district */
  region: z.array(z.string()),
  street: z.string().nullable(),
  profile: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  userType: z.number().int(),
  /** the fields of spec §5 that must be filled for features that need a complete profile */
  complete: z.boolean(),
});
export type Profile = z.infer<typeof profile>;

export const updateProfileBody = z.object({
  nickname: required('fieldRequired').max(NICKNAME_MAX),
  gender: z.enum(GENDERS).nullable().optional(),
  birthday: z.iso.date().nullable().optional(),
  realName: rule(realNameProblem),
  unit: required('fieldRequired').max(UNIT_MAX),
  position: required('fieldRequired').max(POSITION_MAX),
  region: z.array(z.string().max(12)).max(3).optional(),
  street: z.string().trim().max(STREET_MAX).nullable().optional(),
  profile: z.string().max(PROFILE_MAX).nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

// ---- bindings ----
export const bindingProvider = z.object({
  provider: z.string(),
  /** display name of the provider (configured) */
  label: z.string(),
  bound: z.boolean(),
  /** the account's name at the provider, when bound */
  accountName: z.string().nullable(),
});
export const bindingsResult = z.object({
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  hasPassword: z.boolean(),
  providers: z.array(bindingProvider),
});
export type Bindings = z.infer<typeof bindingsResult>;
export const bindContactBody = z.object({
  kind: z.enum(['email', 'mobile']),
  target: targetField,
  code: codeField,
  /** re-authentication before changing e-mail or mobile */
  password: z.string().max(128).optional(),
});
export const unbindBody = z.union([
  z.object({ kind: z.enum(['email', 'mobile']), password: z.string().max(128).optional() }),
  z.object({ kind: z.literal('provider'), provider: z.string().min(1) }),
]);

// ---- tool tokens (device authorization grant, RFC 8628) ----
export const toolToken = z.object({
  id: z.string(),
  clientId: z.string(),
  name: z.string(),
  scope: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ToolToken = z.infer<typeof toolToken>;
export const deviceLookupResult = z.object({
  userCode: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  scope: z.string(),
  expiresAt: z.string(),
});
export const deviceApproveBody = z.object({
  userCode: required('codeRequired').max(16, 'deviceCodeInvalid'),
  approve: z.boolean(),
});

// ---- enterprise certification ----
export const ENTERPRISE_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export const enterpriseApplyBody = z.object({
  companyName: required('fieldRequired').max(64),
  creditCode: required('fieldRequired').regex(
    /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/,
    'fieldInvalid',
  ),
  contactName: required('fieldRequired').max(32),
  contactMobile: mobileField,
  description: z.string().trim().max(500).optional(),
});
export type EnterpriseApplyBody = z.infer<typeof enterpriseApplyBody>;
export const enterpriseApplication = z.object({
  id: z.string(),
  state: z.enum(ENTERPRISE_STATES),
  companyName: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  description: z.string().nullable(),
  reviewComment: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type EnterpriseApplication = z.infer<typeof enterpriseApplication>;
export const enterpriseReviewBody = z.object({
  approve: z.boolean(),
  comment: z.string().trim().max(200).optional(),
});
