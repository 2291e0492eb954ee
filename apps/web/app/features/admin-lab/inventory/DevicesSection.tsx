import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_DRIVERS,
  INVENTORY_NAME_MAX,
  labDeviceBody,
  type DeviceState,
  type LabDeviceBody,
  type LabDeviceItem,
} from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { useInventoryOptions } from '../api/inventory';
import { StatusTag, type Tone } from '../StatusTag';
import { ADMIN_DEVICE_STATES, DeviceStateModal } from './DeviceStateModal';
import { InventorySection } from './InventorySection';
import { useZodRule } from './use-zod-rule';

const shape = labDeviceBody.shape;

const STATE_TONES: Record<DeviceState, Tone> = {
  online: 'success',
  in_use: 'info',
  maintenance: 'warning',
  offline: 'neutral',
  not_ready: 'neutral',
};

function DeviceFields({ creating }: { creating: boolean }) {
  const { t } = useTranslation();
  const rule = useZodRule();
  const boards = useInventoryOptions('boards');
  return (
    <>
      <Form.Item name="name" label={t('admin.fields.name')} required rules={[rule(shape.name, 'name')]}>
        <Input maxLength={INVENTORY_NAME_MAX} />
      </Form.Item>
      <Form.Item
        name="boardModelId"
        label={t('admin.fields.board')}
        required
        rules={[rule(shape.boardModelId, 'boardModelId')]}
      >
        <Select options={boards.data ?? []} loading={boards.isPending} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item
        name="driver"
        label={t('admin.fields.driver')}
        required
        rules={[rule(shape.driver, 'driver')]}
      >
        <Select options={DEVICE_DRIVERS.map((d) => ({ value: d, label: t(`admin.device.drivers.${d}`) }))} />
      </Form.Item>
      {/* afterwards the state changes through "Set state", which handles the reservations */}
      {creating ? (
        <Form.Item name="state" label={t('admin.fields.state')}>
          <Select
            options={ADMIN_DEVICE_STATES.map((s) => ({ value: s, label: t(`admin.device.states.${s}`) }))}
          />
        </Form.Item>
      ) : null}
    </>
  );
}

/** Individual boards: which model, which driver, and their state (set here or by the lab agent). */
export function DevicesSection({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState<LabDeviceItem | null>(null);
  return (
    <>
      <InventorySection<LabDeviceItem, LabDeviceBody>
        resource="devices"
        title={t('admin.device.list')}
        newLabel={t('admin.device.newDevice')}
        editLabel={t('admin.device.editDevice')}
        page={page}
        onPage={onPage}
        columns={[
          { key: 'name', title: t('admin.fields.name'), render: (_, d) => d.name },
          { key: 'board', title: t('admin.fields.board'), render: (_, d) => d.board.name },
          {
            key: 'driver',
            title: t('admin.fields.driver'),
            render: (_, d) =>
              (DEVICE_DRIVERS as readonly string[]).includes(d.driver)
                ? t(`admin.device.drivers.${d.driver}`)
                : d.driver,
          },
          {
            key: 'state',
            title: t('admin.fields.state'),
            render: (_, d) => (
              <StatusTag tone={STATE_TONES[d.state]}>{t(`admin.device.states.${d.state}`)}</StatusTag>
            ),
          },
          {
            key: 'lastSeen',
            title: t('admin.fields.lastSeen'),
            render: (_, d) =>
              d.lastSeenAt ? <LocalTime iso={d.lastSeenAt} withTime /> : t('admin.device.neverSeen'),
          },
        ]}
        rowActions={(d) => (
          <Button size="small" onClick={() => setChanging(d)} data-testid={`state-devices-${d.id}`}>
            {t('admin.device.changeState')}
          </Button>
        )}
        toValues={(d) => ({
          name: d?.name ?? '',
          boardModelId: d?.board.id,
          driver: (d?.driver as LabDeviceBody['driver'] | undefined) ?? 'qemu',
          ...(d ? {} : { state: 'offline' as const }),
        })}
        toBody={(v) => v}
        fields={(_, editing) => <DeviceFields creating={editing === null} />}
      />
      <DeviceStateModal device={changing} onClose={() => setChanging(null)} />
    </>
  );
}
