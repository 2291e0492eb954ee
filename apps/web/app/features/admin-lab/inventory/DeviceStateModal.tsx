import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { labDeviceStateBody, type DeviceState } from '@occ/shared';
import { useSetDeviceState } from '../api/inventory';
import { errorText, showOnFields } from '../errors';
import { useZodRule } from './use-zod-rule';
import { useFeedback } from '~/lib/feedback';

/** The states an administrator sets; in use and not ready come from the lab agent. */
export const ADMIN_DEVICE_STATES = [
  'online',
  'maintenance',
  'offline',
] as const satisfies readonly DeviceState[];
type AdminDeviceState = (typeof ADMIN_DEVICE_STATES)[number];

const REASON_MAX = 200;

/**
 * Setting a device's state. Taking it out of service says first what happens to its future
 * reservations (moved to a free twin, else cancelled; owners notified), and the reason typed here
 * is what those owners are told.
 */
/** What the modal needs of a device row. */
export interface DeviceStateTarget {
  id: number;
  name: string;
  state: string;
}

export function DeviceStateModal({
  device,
  onClose,
}: {
  device: DeviceStateTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rule = useZodRule();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ state: AdminDeviceState; reason?: string }>();
  const chosen = Form.useWatch('state', form);
  const setState = useSetDeviceState();

  const submit = async () => {
    if (!device) return;
    const { state, reason } = await form.validateFields();
    try {
      const result = await setState.mutateAsync({
        id: device.id,
        body: { state, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
      });
      const name = t(`admin.device.states.${state}`);
      void message.success(t('admin.device.stateChanged', { name: device.name, state: name }));
      const moved = result?.moved.length ?? 0;
      const cancelled = result?.cancelled.length ?? 0;
      if (moved + cancelled > 0) void message.info(t('admin.device.stateMoved', { moved, cancelled }));
      onClose();
    } catch (e) {
      if (!showOnFields(form, e)) void message.error(errorText(e));
    }
  };

  const outOfService = chosen === 'maintenance' || chosen === 'offline';
  const initial = (ADMIN_DEVICE_STATES as readonly string[]).includes(device?.state ?? '')
    ? (device?.state as AdminDeviceState)
    : 'maintenance';

  return (
    <Modal
      open={device !== null}
      title={device ? `${t('admin.device.changeState')} · ${device.name}` : null}
      okText={t('admin.device.changeState')}
      okButtonProps={{ danger: outOfService }}
      cancelText={t('admin.common.cancel')}
      confirmLoading={setState.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="deviceState"
        preserve={false}
        initialValues={{ state: initial }}
      >
        <Form.Item name="state" label={t('admin.fields.state')} required>
          <Radio.Group
            optionType="button"
            options={ADMIN_DEVICE_STATES.map((s) => ({ value: s, label: t(`admin.device.states.${s}`) }))}
          />
        </Form.Item>
        <Alert
          role="status"
          type={outOfService ? 'warning' : 'info'}
          showIcon
          message={t(outOfService ? 'admin.device.stateOutOfService' : 'admin.device.stateOnline')}
          style={{ marginBlockEnd: 16 }}
        />
        {outOfService ? (
          <Form.Item
            name="reason"
            label={t('admin.reservations.reason')}
            rules={[rule(labDeviceStateBody.shape.reason, 'reason')]}
          >
            <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
