import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { labEndBody, type LabReservation } from '@occ/shared';
import { FormDialog } from '~/components/FormDialog';
import { zodRule } from '~/lib/form-rules';
import { useEndReservation } from '../api/reservations';

const REASON_MAX = 200;

/** Ending someone's reservation needs a reason: it is kept on the reservation and shown to its owner. */
export function EndReservationModal({ item, onClose }: { item: LabReservation | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const end = useEndReservation();

  const save = async ({ reason }: { reason: string }) => {
    if (!item) return '';
    await end.mutateAsync({ id: item.id, reason: reason.trim() });
    return t('admin.reservations.ended');
  };

  return (
    <FormDialog
      open={item !== null}
      title={
        item
          ? t('admin.reservations.endTitle', { user: item.user?.username ?? '—', device: item.device.name })
          : ''
      }
      okText={t('admin.reservations.end')}
      cancelText={t('admin.common.cancel')}
      danger
      name="endReservation"
      preserve={false}
      onClose={onClose}
      form={form}
      pending={end.isPending}
      save={save}
    >
      <p>{t('admin.reservations.endBody')}</p>
      <Form.Item
        name="reason"
        label={t('admin.reservations.reason')}
        required
        rules={[zodRule(labEndBody.shape.reason, 'reason', i18n.language)]}
      >
        <Input.TextArea rows={3} showCount maxLength={REASON_MAX} autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
