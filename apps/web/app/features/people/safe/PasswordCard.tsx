import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { contentLocale, PASSWORD_MAX, passwordField, translate, type ChangePasswordBody } from '@occ/shared';
import { serverFieldErrors, zodRule } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { useBindings, useChangePassword, useRevokeSessions } from '../api/security';
import { CardTitle } from './CardTitle';
import { useFeedback } from '~/lib/feedback';

/**
 * Change the password (or set a first one: accounts made by code login or single sign-on have
 * none, so there is no current password to ask for); afterwards offer to sign out the other
 * sessions, which still hold the old login.
 */
export function PasswordCard() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { message, modal } = useFeedback();
  const [form] = Form.useForm<ChangePasswordBody>();
  const change = useChangePassword();
  const revoke = useRevokeSessions();
  // until the bindings say otherwise, assume there is a password to confirm
  const hasPassword = useBindings().data?.hasPassword ?? true;

  const offerSignOut = (count: number) =>
    modal.confirm({
      title: t('people.password.signOutOthersTitle'),
      content: t('people.password.signOutOthersBody', { count }),
      okText: t('people.sessions.signOutOthers'),
      cancelText: t('people.keepSignedIn'),
      onOk: async () => {
        try {
          const r = await revoke.mutateAsync({ others: true });
          void message.success(t('people.sessions.signedOut', { count: r.revoked }));
        } catch (e) {
          void message.error(e instanceof RequestError ? e.message : String(e));
        }
      },
    });

  const submit = async (values: ChangePasswordBody) => {
    try {
      const r = await change.mutateAsync(values);
      form.resetFields();
      void message.success(translate('passwordChanged', contentLocale(locale)));
      if (r.otherSessions > 0) offerSignOut(r.otherSessions);
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
      const fields = serverFieldErrors(e.envelope?.result);
      if (fields.length) form.setFields(fields as never);
      // the request never got a business answer (network, 5xx): spec §8's "try again"
      else if (e.kind !== 'business')
        void message.error(translate('passwordChangeFailed', contentLocale(locale)));
      else void message.error(e.message);
    }
  };

  return (
    <Card
      title={<CardTitle>{t(hasPassword ? 'people.password.title' : 'people.password.setTitle')}</CardTitle>}
      data-testid="password-card"
    >
      <Form<ChangePasswordBody>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        style={{ maxWidth: 420 }}
        name="changePassword"
      >
        {hasPassword ? (
          <Form.Item
            name="oldPassword"
            required
            label={t('people.password.old')}
            rules={[{ required: true, message: translate('passwordRequired', contentLocale(locale)) }]}
          >
            <Input.Password autoComplete="current-password" maxLength={128} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="password"
          required
          label={t('people.password.new')}
          extra={t('people.password.hint')}
          rules={[zodRule(passwordField, 'password', locale)]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          required
          label={t('people.password.confirm')}
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                const loc = contentLocale(locale);
                if (!value) throw new Error(translate('passwordRequired', loc));
                if (value !== getFieldValue('password')) throw new Error(translate('passwordMismatch', loc));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t(hasPassword ? 'people.password.submit' : 'people.password.setSubmit')}
        </Button>
      </Form>
    </Card>
  );
}
