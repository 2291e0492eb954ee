import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceItem } from '@occ/shared';
import { RequestError } from '~/lib/request';
import { useUpdateMyResource, type ResourceFormValues } from './api';
import { ResourceFields, showFieldErrors } from './ResourceFields';
import { useFeedback } from '~/lib/feedback';

/** The owner's edit of one of its resources, in a modal (resources.update); public at once. */
export function EditResource({ resource: r, onClose }: { resource: ResourceItem; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<ResourceFormValues>();
  const update = useUpdateMyResource();
  async function save(values: ResourceFormValues) {
    try {
      await update.mutateAsync({ id: r.id, values });
      void message.success(t('resources.meta.saved'));
      onClose();
    } catch (e) {
      if (!showFieldErrors(form, e)) void message.error(e instanceof RequestError ? e.message : String(e));
    }
  }
  return (
    <Modal
      open
      title={t('resources.meta.editTitle', { name: r.name })}
      okText={t('resources.meta.save')}
      cancelText={t('resources.cancel')}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ResourceFormValues>
        form={form}
        layout="vertical"
        onFinish={(v) => void save(v)}
        initialValues={{
          name: r.name,
          description: r.description,
          type: r.type,
          productId: r.product?.id ?? null,
          version: r.version,
          access: r.access,
          fileLink: r.fileLink ?? '',
        }}
      >
        <ResourceFields />
      </Form>
    </Modal>
  );
}
