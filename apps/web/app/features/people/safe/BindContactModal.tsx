import { Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeField, emailField, mobileField } from '@occ/shared';
import { SendCodeButton } from '~/components/auth/SendCodeButton';
import { serverFieldErrors, zodRule } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { useBindContact } from '../api/security';
import { useFeedback } from '~/lib/feedback';

interface Values {
  target: string;
  code: string;
  password?: string;
}

interface Props {
  kind: 'email' | 'mobile' | null;
  /** changing an existing e-mail/mobile needs the current password (re-authentication) */
  hasPassword: boolean;
  changing: boolean;
  onClose: () => void;
}

/** Bind or change the e-mail address or mobile number: new target, its one-time code, password. */
export function BindContactModal({ kind, hasPassword, changing, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const bind = useBindContact();
  const locale = i18n.language;

  const submit = async () => {
    if (!kind) return;
    const values = await form.validateFields();
    try {
      await bind.mutateAsync({
        kind,
        target: values.target.trim(),
        code: values.code,
        password: values.password || undefined,
      });
      void message.success(t(`people.bindings.${kind}Bound`));
      form.resetFields();
      onClose();
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
      const fields = serverFieldErrors(e.envelope?.result);
      if (fields.length) form.setFields(fields as never);
      else void message.error(e.message);
    }
  };

  return (
    <Modal
      open={kind !== null}
      title={kind ? t(`people.bindings.${changing ? 'change' : 'bind'}Title.${kind}`) : null}
      okText={t('people.bindings.confirmBind')}
      cancelText={t('people.cancel')}
      confirmLoading={bind.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {kind ? (
        <Form<Values> form={form} layout="vertical" name={`bind_${kind}`} preserve={false}>
          <Form.Item
            name="target"
            label={t(`people.bindings.new.${kind}`)}
            rules={[zodRule(kind === 'email' ? emailField : mobileField, 'target', locale)]}
          >
            <Input
              autoComplete={kind === 'email' ? 'email' : 'tel'}
              inputMode={kind === 'email' ? 'email' : 'tel'}
            />
          </Form.Item>
          <Form.Item label={t('people.bindings.code')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="code" noStyle rules={[zodRule(codeField, 'code', locale)]}>
                <Input
                  aria-label={t('people.bindings.code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                />
              </Form.Item>
              <SendCodeButton form={form} scene="bind" />
            </Space.Compact>
          </Form.Item>
          {hasPassword ? (
            <Form.Item
              name="password"
              label={t('people.bindings.password')}
              extra={t('people.bindings.passwordHint')}
              rules={[{ required: true, message: t('people.bindings.passwordRequired') }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          ) : null}
        </Form>
      ) : null}
    </Modal>
  );
}
