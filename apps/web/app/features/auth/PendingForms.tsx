import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordLoginBody, usernameField } from '@occ/shared';
import { AgreementCheckbox, agreementRule } from '~/components/auth/AgreementCheckbox';
import { zodRule } from '~/lib/form-rules';
import { applyRequestError } from './form-errors';
import { useAfterLogin } from './hooks/useAfterLogin';
import { usePendingBind } from './hooks/usePendingBind';
import { usePendingRegister } from './hooks/usePendingRegister';

/** A new account for the identity waiting in the pending cookie (username + agreement). */
export function PendingRegisterForm() {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ username: string; agree: boolean }>();
  const register = usePendingRegister();
  const afterLogin = useAfterLogin();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (v: { username: string }) => {
    setError(null);
    try {
      const { redirect } = await register.mutateAsync({ username: v.username.trim(), agree: true });
      await afterLogin(redirect);
    } catch (e) {
      setError(applyRequestError(form, e, i18n.language));
    }
  };

  return (
    <Form
      form={form}
      name="pendingRegister"
      layout="vertical"
      onFinish={(v) => void onFinish(v)}
      requiredMark={false}
    >
      {error ? (
        <Alert type="error" showIcon title={error} role="alert" style={{ marginBlockEnd: 16 }} />
      ) : null}
      <Form.Item
        name="username"
        label={t('auth.fields.username')}
        extra={t('auth.fields.usernameHint')}
        rules={[zodRule(usernameField, 'username', i18n.language)]}
      >
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item name="agree" valuePropName="checked" rules={[agreementRule(i18n.language)]}>
        <AgreementCheckbox />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={register.isPending}>
        {t('auth.wait.submitRegister')}
      </Button>
    </Form>
  );
}

/** Attach the waiting identity to an account the user proves with its password. */
export function PendingBindForm() {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ account: string; password: string }>();
  const bind = usePendingBind();
  const afterLogin = useAfterLogin();
  const [error, setError] = useState<string | null>(null);
  const shape = passwordLoginBody.shape;

  const onFinish = async (v: { account: string; password: string }) => {
    setError(null);
    try {
      const { redirect } = await bind.mutateAsync({ account: v.account.trim(), password: v.password });
      await afterLogin(redirect);
    } catch (e) {
      setError(applyRequestError(form, e, i18n.language));
    }
  };

  return (
    <Form
      form={form}
      name="pendingBind"
      layout="vertical"
      onFinish={(v) => void onFinish(v)}
      requiredMark={false}
    >
      {error ? (
        <Alert type="error" showIcon title={error} role="alert" style={{ marginBlockEnd: 16 }} />
      ) : null}
      <Form.Item
        name="account"
        label={t('auth.fields.account')}
        rules={[zodRule(shape.account, 'account', i18n.language)]}
      >
        <Input autoComplete="username" placeholder={t('auth.fields.accountPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.fields.password')}
        rules={[zodRule(shape.password, 'password', i18n.language)]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={bind.isPending}>
        {t('auth.wait.submitBind')}
      </Button>
    </Form>
  );
}
