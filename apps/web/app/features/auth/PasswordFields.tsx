import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { sharedRule } from '~/components/auth/lazy-rules';
import { confirmRule } from './rules';

/** New password with the rule spelled out beneath it, and its confirmation. */
export function PasswordFields({ labelKey = 'auth.fields.password' }: { labelKey?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t(labelKey)}
        extra={t('auth.fields.passwordHint')}
        rules={[sharedRule('password', 'password', i18n.language)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.fields.confirmPassword')}
        dependencies={['password']}
        rules={[confirmRule(i18n.language)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
