import { useTranslation } from 'react-i18next';
import { sharedRule } from '~/components/auth/lazy-rules';
import { FormItem } from '~/components/plain/Form';
import { PlainPassword } from '~/components/plain/Input';
import { confirmRule } from './rules';

/** New password with the rule spelled out beneath it, and its confirmation. */
export function PasswordFields({ labelKey = 'auth.fields.password' }: { labelKey?: string }) {
  const { t, i18n } = useTranslation();
  const show = t('auth.fields.showPassword');
  return (
    <>
      <FormItem
        name="password"
        label={t(labelKey)}
        extra={t('auth.fields.passwordHint')}
        rules={[sharedRule('password', 'password', i18n.language)]}
      >
        <PlainPassword autoComplete="new-password" showLabel={show} />
      </FormItem>
      <FormItem
        name="confirmPassword"
        label={t('auth.fields.confirmPassword')}
        dependencies={['password']}
        rules={[confirmRule(i18n.language)]}
      >
        <PlainPassword autoComplete="new-password" showLabel={show} />
      </FormItem>
    </>
  );
}
