import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { labAgentCreateBody } from '@occ/shared';
import { zodRule } from '~/lib/form-rules';
import { useCreateAgent } from './api';
import { errorText, showOnFields } from './errors';
import { useFeedback } from '~/lib/feedback';

/** Names a new agent; the answer carries its token, handed to `onCreated` to show once. */
export function CreateAgentModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: { name: string; token: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateAgent();

  const submit = async () => {
    const { name } = await form.validateFields();
    try {
      const res = await create.mutateAsync({ name: name.trim() });
      onClose();
      onCreated({ name: res.agent.name, token: res.token });
    } catch (e) {
      if (!showOnFields(form, e)) void message.error(errorText(e));
    }
  };

  return (
    <Modal
      open={open}
      title={t('labAgents.create.title')}
      okText={t('labAgents.create.submit')}
      cancelText={t('labAgents.cancel')}
      confirmLoading={create.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('labAgents.create.intro')}</p>
      <Form form={form} layout="vertical" name="createAgent" preserve={false}>
        <Form.Item
          name="name"
          label={t('labAgents.fields.name')}
          required
          rules={[zodRule(labAgentCreateBody.shape.name, 'name', i18n.language)]}
        >
          <Input maxLength={64} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
