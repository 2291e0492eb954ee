import { useTranslation } from 'react-i18next';
import { AgreementCheckbox, agreementRule } from '~/components/auth/AgreementCheckbox';
import { sharedRule } from '~/components/auth/lazy-rules';
import { FormItem } from '~/components/plain/Form';
import { PlainInput, PlainPassword } from '~/components/plain/Input';

/** A new account's username, with its rule spelled out beneath it. */
export function UsernameItem() {
  const { t, i18n } = useTranslation();
  return (
    <FormItem
      name="username"
      label={t('auth.fields.username')}
      extra={t('auth.fields.usernameHint')}
      rules={[sharedRule('username', 'username', i18n.language)]}
    >
      <PlainInput autoComplete="username" />
    </FormItem>
  );
}

/** An existing account, named by its username, mobile or e-mail. */
export function AccountItem() {
  const { t, i18n } = useTranslation();
  return (
    <FormItem
      name="account"
      label={t('auth.fields.account')}
      rules={[sharedRule('account', 'account', i18n.language)]}
    >
      <PlainInput autoComplete="username" placeholder={t('auth.fields.accountPlaceholder')} />
    </FormItem>
  );
}

/** The current password of an existing account (a new one is PasswordFields). */
export function CurrentPasswordItem() {
  const { t, i18n } = useTranslation();
  return (
    <FormItem
      name="password"
      label={t('auth.fields.password')}
      rules={[sharedRule('currentPassword', 'password', i18n.language)]}
    >
      <PlainPassword autoComplete="current-password" showLabel={t('auth.fields.showPassword')} />
    </FormItem>
  );
}

/** The agreement to the terms that creating an account asks for. */
export function AgreementItem() {
  const { i18n } = useTranslation();
  return (
    <FormItem name="agree" valuePropName="checked" rules={[agreementRule(i18n.language)]}>
      <AgreementCheckbox />
    </FormItem>
  );
}
