import { Button, Empty, Form, Input, InputNumber, Select, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataModel } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { ToneTag, type Tone } from '~/components/plain/ToneTag';
import { errorText, showOnFields } from '~/lib/form-errors';
import { useDeviceCommands, useDeviceState, useProduct, useSendCommand, type DeviceCommand } from './api';
import { DeviceHistory } from './DeviceHistory';
import { DevicePage, LoadFailed, paths, PropertyValues } from './parts';
import { useDemoConfig } from './production-api';
import { useFeedback } from '~/lib/feedback';

const TONES: Record<DeviceCommand['state'], Tone> = {
  pending: 'neutral',
  delivered: 'info',
  succeeded: 'success',
  failed: 'error',
};

/** The product's demo settings name a cloud-lab board: the demonstration session opens there. */
function DemoLabLink({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const demo = useDemoConfig(productId).data;
  return (
    <p className="device-console-links">
      {demo?.labBoardModelId != null && (
        <Link to={`/cloud/board/${demo.labBoardModelId}`} data-testid="device-demo-lab">
          {t('deviceProduction.openBoard', { name: demo.labBoardName ?? '' })}
        </Link>
      )}
      <Link to={paths.demoConfig(productId)}>{t('deviceProduction.demoTitle')}</Link>
    </p>
  );
}

/**
 * /admin/demonstrate/:id: one device — its state and last properties (polled), a command of its
 * product's data model sent to it with the device's reply, and its history.
 */
export function DemonstratePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const state = useDeviceState(id);
  const product = useProduct(state.data?.productId ?? '');
  const d = state.data;
  const model = product.data?.dataModel;
  return (
    <DevicePage
      id="device-demo-title"
      title={d ? t('deviceConsole.demoTitleOf', { name: d.deviceName }) : t('deviceConsole.demoTitle')}
      actions={<Link to={paths.devices}>{t('deviceConsole.backToDevices')}</Link>}
    >
      {state.isError ? (
        <LoadFailed error={state.error} retry={() => void state.refetch()} />
      ) : !d || !model ? (
        <Skeleton active aria-busy />
      ) : (
        <>
          <dl className="device-console-facts" data-testid="device-demo-facts">
            <div>
              <dt>{t('deviceConsole.product')}</dt>
              <dd>
                <Link to={paths.iot(d.productId)}>{product.data!.name}</Link>
              </dd>
            </div>
            <div>
              <dt>{t('deviceConsole.onlineFilter')}</dt>
              <dd>
                <ToneTag tone={d.online ? 'success' : 'neutral'} testId="device-demo-online">
                  {d.online ? t('deviceConsole.online') : t('deviceConsole.offline')}
                </ToneTag>
              </dd>
            </div>
            <div>
              <dt>{t('deviceConsole.firmwareVersion')}</dt>
              <dd>{d.firmwareVersion ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('deviceConsole.lastSeen')}</dt>
              <dd>{d.lastSeenAt ? <LocalTime iso={d.lastSeenAt} withTime /> : t('deviceConsole.never')}</dd>
            </div>
          </dl>
          <DemoLabLink productId={d.productId} />
          <h2 className="device-console-subtitle">{t('deviceConsole.properties')}</h2>
          <PropertyValues model={model} values={d.properties} />
          <h2 className="device-console-subtitle">{t('deviceConsole.sendCommand')}</h2>
          <CommandForm id={id} model={model} online={d.online} />
          <Commands id={id} />
          <h2 className="device-console-subtitle">{t('deviceConsole.history')}</h2>
          <DeviceHistory id={id} />
        </>
      )}
    </DevicePage>
  );
}

type Params = Record<string, string | number | boolean>;

/** A command of the data model with an input per parameter of its declared type. */
function CommandForm({ id, model, online }: { id: string; model: DataModel; online: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const send = useSendCommand(id);
  const [form] = Form.useForm<{ commandId: string; params: Params }>();
  const [commandId, setCommandId] = useState<string | undefined>(model.commands[0]?.id);
  const command = model.commands.find((c) => c.id === commandId);
  if (!model.commands.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deviceConsole.noCommands')} />;

  const submit = async (v: { commandId: string; params?: Params }) => {
    try {
      await send.mutateAsync({ commandId: v.commandId, params: v.params ?? {} });
      void message.success(t('deviceConsole.commandSent'));
    } catch (e) {
      if (!showOnFields(form, e)) void message.error(errorText(e));
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      className="device-console-form"
      initialValues={{ commandId }}
      onFinish={submit}
      onValuesChange={(c: { commandId?: string }) => c.commandId && setCommandId(c.commandId)}
    >
      <Form.Item name="commandId" label={t('deviceConsole.command')} rules={[{ required: true }]}>
        <Select options={model.commands.map((c) => ({ value: c.id, label: `${c.name} (${c.id})` }))} />
      </Form.Item>
      {command?.params.map((p) => (
        <Form.Item
          key={`${command.id}.${p.id}`}
          name={['params', p.id]}
          label={`${p.name}${p.unit ? ` (${p.unit})` : ''}`}
          valuePropName={p.type === 'bool' ? 'checked' : 'value'}
          initialValue={p.type === 'bool' ? false : undefined}
          rules={p.type === 'bool' ? [] : [{ required: true, message: t('deviceConsole.paramRequired') }]}
        >
          {p.type === 'bool' ? (
            <Switch />
          ) : p.type === 'int' || p.type === 'float' ? (
            <InputNumber precision={p.type === 'int' ? 0 : undefined} className="device-console-number" />
          ) : (
            <Input maxLength={200} />
          )}
        </Form.Item>
      ))}
      {!online && <p>{t('deviceConsole.commandOffline')}</p>}
      <Button type="primary" htmlType="submit" loading={send.isPending} disabled={!online}>
        {t('deviceConsole.send')}
      </Button>
    </Form>
  );
}

/** The commands sent to the device, with the device's reply once it came. */
function Commands({ id }: { id: string }) {
  const { t } = useTranslation();
  const commands = useDeviceCommands(id);
  const rows = commands.data ?? [];
  if (!rows.length) return null;
  return (
    <ol className="device-console-history" data-testid="device-commands" aria-live="polite">
      {rows.map((c) => (
        <li key={c.id}>
          <LocalTime iso={c.createdAt} withTime /> · <code>{c.commandId}</code> {JSON.stringify(c.params)}{' '}
          <ToneTag tone={TONES[c.state]}>{t(`deviceConsole.commandState.${c.state}`)}</ToneTag>
          {c.result && <code> {JSON.stringify(c.result)}</code>}
        </li>
      ))}
    </ol>
  );
}
