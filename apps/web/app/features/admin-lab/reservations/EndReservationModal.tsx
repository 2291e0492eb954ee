import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { labEndBody, type LabReservation } from '@occ/shared';
import { zodRule } from '~/lib/form-rules';
import { useEndReservation } from '../api/reservations';
import { errorText, showOnFields } from '../errors';

const REASON_MAX = 200;

/** Ending someone's reservation needs a reason: it is kept on the reservation and shown to its owner. */
export function EndReservationModal({ item, onClose }: { item: LabReservation | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const end = useEndReservation();

  const submit = async () => {
    if (!item) return;
    const { reason } = await form.validateFields();
    try {
      await end.mutateAsync({ id: item.id, reason: reason.trim() });
      void message.success(t('admin.reservations.ended'));
      onClose();
    } catch (e) {
      if (!showOnFields(form, e)) void message.error(errorText(e));
    }
  };

  return (
    <Modal
      open={item !== null}
      title={
        item
          ? t('admin.reservations.endTitle', { user: item.user?.username ?? '—', device: item.device.name })
          : null
      }
      okText={t('admin.reservations.end')}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.common.cancel')}
      confirmLoading={end.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('admin.reservations.endBody')}</p>
      <Form form={form} layout="vertical" name="endReservation" preserve={false}>
        <Form.Item
          name="reason"
          label={t('admin.reservations.reason')}
          required
          rules={[zodRule(labEndBody.shape.reason, 'reason', i18n.language)]}
        >
          <Input.TextArea rows={3} showCount maxLength={REASON_MAX} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
