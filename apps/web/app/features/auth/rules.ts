import type { RuleRender } from 'antd/es/form';
import { contentLocale, translate } from '@occ/shared';

/** Confirmation equals the password field (the shared schema's 'passwordMismatch'). */
export function confirmRule(locale: string, passwordField = 'password'): RuleRender {
  const loc = contentLocale(locale);
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error(translate('passwordRequired', loc));
      if (value !== getFieldValue(passwordField)) throw new Error(translate('passwordMismatch', loc));
    },
  });
}
