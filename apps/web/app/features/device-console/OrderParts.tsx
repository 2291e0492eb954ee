import { Button, Form, Input, InputNumber, Modal, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FINAL_EVENTS } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { errorText, showOnFields } from '~/lib/form-errors';
import { useStep, type OrderKind, type SmallBatchOrder } from './orders-api';
import { useFeedback } from '~/lib/feedback';

/** Who did what when: the request's timeline. */
export function OrderHistory({ history }: { history: SmallBatchOrder['history'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-history">
      <h2 id="order-history">{t('deviceOrders.history')}</h2>
      <Timeline
        items={history.map((h) => ({
          children: (
            <p>
              <strong>{t(`deviceOrders.events.${h.event}`)}</strong> · {h.actorName} (
              {t(`deviceOrders.sides.${h.side}`)}) · <LocalTime iso={h.at} withTime />
              {h.note && <span className="device-order-note"> — {h.note}</span>}
            </p>
          ),
        }))}
      />
    </section>
  );
}

/** The viewer's steps as buttons; each opens a dialog with its fields (and the confirmation of a final step). */
export function OrderActions({ kind, id, actions }: { kind: OrderKind; id: string; actions: string[] }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const step = useStep(kind, id);
  const [event, setEvent] = useState<string | null>(null);
  const [form] = Form.useForm<Record<string, unknown>>();
  if (!actions.length) return null;
  const submit = async (v: Record<string, unknown>) => {
    try {
      await step.mutateAsync({ ...v, event });
      void message.success(t('deviceOrders.stepDone'));
      form.resetFields();
      setEvent(null);
    } catch (e) {
      if (!showOnFields(form, e)) void message.error(errorText(e));
    }
  };
  return (
    <div className="device-console-actions">
      {actions.map((a) => (
        <Button
          key={a}
          danger={a === 'cancel' || a === 'decline' || a === 'reject'}
          onClick={() => setEvent(a)}
        >
          {t(`deviceOrders.events.${a}`)}
        </Button>
      ))}
      <Modal
        open={event !== null}
        title={event ? t(`deviceOrders.events.${event}`) : ''}
        okText={t('deviceOrders.confirmStep')}
        cancelText={t('deviceConsole.cancel')}
        confirmLoading={step.isPending}
        onCancel={() => setEvent(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        {event && FINAL_EVENTS.includes(event) && <p role="alert">{t('deviceOrders.irreversible')}</p>}
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          {event === 'quote' && (
            <>
              <Form.Item name="price" label={t('deviceOrders.price')} rules={[{ required: true }]}>
                <InputNumber min={0.01} addonAfter="¥" />
              </Form.Item>
              <Form.Item name="leadTimeDays" label={t('deviceOrders.leadTime')} rules={[{ required: true }]}>
                <InputNumber min={1} max={365} />
              </Form.Item>
            </>
          )}
          {event === 'ship' && (
            <Form.Item name="trackingNo" label={t('deviceOrders.trackingNo')} rules={[{ required: true }]}>
              <Input maxLength={40} />
            </Form.Item>
          )}
          <Form.Item
            name="note"
            label={t(event === 'reject' ? 'deviceOrders.reason' : 'deviceOrders.note')}
            rules={[{ required: event === 'reject' }]}
          >
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
