import { Button, Descriptions, Form, Input, InputNumber, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SmallBatchBody } from '@occ/shared';
import { useOrder } from './orders-api';
import { OrderActions, OrderHistory } from './OrderParts';
import { OrderDialog, OrderListPage, useHardwareOptions } from './OrderShell';
import { DevicePage, LoadFailed } from './parts';

export const smallBatchPath = (id: string) => `/admin/small_batch_detail/${id}`;

/** /admin/small_batch: the organisation's sample orders (every organisation's for the vendor's staff). */
export function SmallBatchListPage() {
  const { t } = useTranslation();
  return (
    <OrderListPage
      kind="small-batch"
      id="small-batch-title"
      title={t('deviceOrders.smallBatchTitle')}
      newLabel={t('deviceOrders.newOrder')}
      emptyText={t('deviceOrders.noOrders')}
      columns={[
        {
          key: 'no',
          title: t('deviceOrders.number'),
          render: (_, o) => <Link to={smallBatchPath(o.id)}>{o.id.slice(0, 8).toUpperCase()}</Link>,
        },
        {
          key: 'items',
          title: t('deviceOrders.items'),
          render: (_, o) => o.items.map((i) => `${i.name} ×${i.quantity}`).join(', '),
        },
      ]}
      dialog={(open, onClose) => <CreateOrderDialog open={open} onClose={onClose} />}
    />
  );
}

function CreateOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const hardware = useHardwareOptions();
  const [form] = Form.useForm<SmallBatchBody>();
  return (
    <OrderDialog
      kind="small-batch"
      open={open}
      onClose={onClose}
      title={t('deviceOrders.newOrder')}
      form={form}
      initialValues={{ items: [{ quantity: 10 }] }}
    >
      <Form.List name="items">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, n) => (
              <div key={f.key} className="device-order-item">
                <Form.Item
                  name={[f.name, 'productId']}
                  label={t('deviceOrders.product')}
                  rules={[{ required: true }]}
                >
                  <Select
                    showSearch
                    optionFilterProp="label"
                    options={hardware.options}
                    loading={hardware.loading}
                    notFoundContent={t('deviceOrders.noHardware')}
                  />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'quantity']}
                  label={t('deviceOrders.quantity')}
                  rules={[{ required: true }]}
                >
                  <InputNumber min={1} max={1000} />
                </Form.Item>
                {n > 0 && <Button onClick={() => remove(f.name)}>{t('deviceOrders.removeItem')}</Button>}
              </div>
            ))}
            <Button onClick={() => add({ quantity: 10 })}>{t('deviceOrders.addItem')}</Button>
          </>
        )}
      </Form.List>
      <Form.Item name="contactName" label={t('deviceOrders.contactName')} rules={[{ required: true }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="contactPhone" label={t('deviceOrders.contactPhone')} rules={[{ required: true }]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="address" label={t('deviceOrders.address')} rules={[{ required: true }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item name="purpose" label={t('deviceOrders.purpose')} rules={[{ required: true }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </OrderDialog>
  );
}

/** /admin/small_batch_detail/:id: one order, its timeline and the viewer's steps. */
export function SmallBatchDetailPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const order = useOrder('small-batch', id);
  const o = order.data;
  return (
    <DevicePage id="small-batch-detail" title={t('deviceOrders.smallBatchOrder')}>
      {order.isError ? (
        <LoadFailed error={order.error} retry={() => void order.refetch()} />
      ) : !o ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('deviceOrders.number')}>
              {o.id.slice(0, 8).toUpperCase()}
            </Descriptions.Item>
            <Descriptions.Item label={t('deviceConsole.stateLabel')}>
              <span data-testid="order-state">{t(`deviceOrders.states.${o.state}`)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('deviceOrders.items')}>
              {o.items.map((i) => `${i.name} (${i.code}) ×${i.quantity}`).join(', ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('deviceOrders.address')}>
              {o.contactName} {o.contactPhone} · {o.address}
            </Descriptions.Item>
            <Descriptions.Item label={t('deviceOrders.purpose')}>{o.purpose}</Descriptions.Item>
            {o.price !== null && (
              <Descriptions.Item label={t('deviceOrders.price')}>
                ¥{o.price} · {t('deviceOrders.leadTimeDays', { n: o.leadTimeDays })}
              </Descriptions.Item>
            )}
            {o.trackingNo && (
              <Descriptions.Item label={t('deviceOrders.trackingNo')}>{o.trackingNo}</Descriptions.Item>
            )}
          </Descriptions>
          <OrderActions kind="small-batch" id={o.id} actions={o.actions} />
          <OrderHistory history={o.history} />
        </>
      )}
    </DevicePage>
  );
}
