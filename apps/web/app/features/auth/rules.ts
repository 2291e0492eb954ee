import type { RuleRender } from 'antd/es/form';
import { wordsOf } from '~/components/auth/lazy-rules';

/** Confirmation equals the password field (the shared schema's 'passwordMismatch'). */
export function confirmRule(locale: string, passwordField = 'password'): RuleRender {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error(await wordsOf('passwordRequired', locale));
      if (value !== getFieldValue(passwordField)) throw new Error(await wordsOf('passwordMismatch', locale));
    },
  });
}
