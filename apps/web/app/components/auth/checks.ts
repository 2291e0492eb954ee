import type { RuleObject } from 'antd/es/form';
import {
  captchaFields,
  codeField,
  contentLocale,
  passwordField,
  passwordLoginBody,
  targetField,
  translate,
  usernameField,
  type MessageKey,
} from '@occ/shared';
import { zodRule } from '~/lib/form-rules';

// Loaded on demand (lazy-rules.ts): the account forms' checks with the shared zod schemas and the
// server's message table, which the first render of a form does not need (issue 14).

/** The shared schemas the account forms check, by the name a form's rule asks for. */
const schemas = {
  username: usernameField,
  account: passwordLoginBody.shape.account,
  currentPassword: passwordLoginBody.shape.password,
  password: passwordField,
  code: codeField,
  target: targetField,
  captchaCode: captchaFields.captchaCode,
};
export type SchemaName = keyof typeof schemas;

/** Runs the shared schema `name` on a value; rejects with the server's words for `field`. */
export async function check(name: SchemaName, field: string, locale: string, value: unknown): Promise<void> {
  const rule = zodRule(schemas[name], field, locale) as RuleObject;
  await rule.validator?.(rule, value, () => undefined);
}

/** A message of the server's table in the reader's language. */
export function words(key: MessageKey, locale: string): string {
  return translate(key, contentLocale(locale));
}
