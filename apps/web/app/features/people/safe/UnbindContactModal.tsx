import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequestError } from '~/lib/request';
import { useUnbind } from '../api/security';
import { useFeedback } from '~/lib/feedback';

interface Props {
  kind: 'email' | 'mobile' | null;
  hasPassword: boolean;
  onClose: () => void;
}

/** Confirms unbinding the e-mail or mobile, with the current password when the account has one. */
export function UnbindContactModal({ kind, hasPassword, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ password?: string }>();
  const unbind = useUnbind();

  const submit = async () => {
    if (!kind) return;
    const { password } = await form.validateFields();
    try {
      await unbind.mutateAsync({ kind, password: password || undefined });
      void message.success(t('people.bindings.unbound'));
      onClose();
    } catch (e) {
      // e.g. the server's refusal to remove the last way to log in
      void message.error(e instanceof RequestError ? e.message : String(e));
    }
  };

  return (
    <Modal
      open={kind !== null}
      title={kind ? t(`people.bindings.unbindTitle.${kind}`) : null}
      okText={t('people.bindings.unbind')}
      okButtonProps={{ danger: true }}
      cancelText={t('people.cancel')}
      confirmLoading={unbind.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('people.bindings.unbindBody')}</p>
      {hasPassword ? (
        <Form form={form} layout="vertical" name="unbindContact" preserve={false}>
          <Form.Item
            name="password"
            label={t('people.bindings.password')}
            rules={[{ required: true, message: t('people.bindings.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
