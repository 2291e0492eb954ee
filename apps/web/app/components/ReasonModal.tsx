import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { contentLocale, translate, type MessageKey } from '@occ/shared';
import { serverFieldErrors } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';

/**
 * A decision that needs a written reason (reject, take down): the reason is required, the person
 * concerned is shown it. `onSubmit` rejecting with a 422 puts the server's words on the field and
 * keeps the text; other failures are shown in the modal.
 */
export function ReasonModal({
  open,
  title,
  okText,
  cancelText,
  label,
  max,
  requiredKey = 'reviewReasonRequired',
  onSubmit,
  onClose,
  busy,
}: {
  open: boolean;
  title: string;
  okText: string;
  cancelText: string;
  label: string;
  max: number;
  requiredKey?: MessageKey;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
  busy?: boolean;
}) {
  const { i18n } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();

  const submit = async () => {
    const { reason } = await form.validateFields();
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
      const fields = serverFieldErrors(e.envelope?.result);
      form.setFields((fields.length ? fields : [{ name: 'reason', errors: [e.message] }]) as never);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, 'data-testid': 'reason-ok' } as never}
      cancelText={cancelText}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={label}
          rules={[
            {
              required: true,
              whitespace: true,
              message: translate(requiredKey, contentLocale(i18n.language)),
            },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={max} autoFocus data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
