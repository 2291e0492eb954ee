import { Alert, Button, DatePicker, Drawer, Empty, Form, Radio, Select, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Code, type LabReservation, type LabReserveBody } from '@occ/shared';
import { serverFieldErrors } from '~/lib/form-rules';
import { RequestError } from '~/lib/request';
import { useBoard } from '../api/boards';
import { useCreateReservation } from '../api/reservations';
import { useNow } from '~/lib/hydrated';
import { bookableDevices, busyBetween, endOptions, isFree, startOptions, STEP_MS } from '../slots';
import type { BoardDetail } from '../types';
import { DeviceStateTag } from './StatusTags';
import type { ReserveTarget } from './useReserveGate';
import { useFeedback } from '~/lib/feedback';

interface Values {
  target: 'any' | number;
  date: Dayjs;
  start?: number;
  end?: number;
}

// the server names the body's fields; the form's are the picker's
const FIELD_OF: Record<string, keyof Values> = {
  startsAt: 'start',
  endsAt: 'end',
  boardModelId: 'target',
  deviceId: 'target',
  kind: 'target',
};

const hhmm = (ms: number) => dayjs(ms).format('HH:mm');

/** Choose a board model (any free device) or one device, a day and a slot on the 30-minute grid. */
export function ReserveDrawer({
  target,
  initialBoard,
  onClose,
  onReserved,
}: {
  target: ReserveTarget | null;
  initialBoard?: BoardDetail;
  onClose: () => void;
  onReserved: (r: LabReservation) => void;
}) {
  const { t } = useTranslation();
  const board = useBoard(target?.boardId, initialBoard?.id === target?.boardId ? initialBoard : undefined);
  const title = target
    ? t(target.kind === 'evaluation' ? 'lab.reserve.titleEvaluation' : 'lab.reserve.titleTestLab', {
        name: board.data?.name ?? '',
      })
    : '';
  return (
    <Drawer open={target !== null} onClose={onClose} title={title} size={560} destroyOnHidden>
      {!target ? null : board.data ? (
        <ReserveForm
          key={`${target.boardId}-${target.kind}`}
          board={board.data}
          kind={target.kind}
          refetchBoard={() => void board.refetch()}
          onReserved={onReserved}
        />
      ) : board.isError ? (
        <Alert type="error" showIcon title={t('lab.loadFailed')} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}

function ReserveForm({
  board,
  kind,
  refetchBoard,
  onReserved,
}: {
  board: BoardDetail;
  kind: ReserveTarget['kind'];
  refetchBoard: () => void;
  onReserved: (r: LabReservation) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateReservation();
  const [refused, setRefused] = useState<string | null>(null);
  const now = useNow(30_000);

  const devices = bookableDevices(board.devices);
  const deviceIds = devices.map((d) => d.id);
  const scheduleTo = Date.parse(board.scheduleTo);
  const target = Form.useWatch('target', form) ?? 'any';
  const date = Form.useWatch('date', form);
  const start = Form.useWatch('start', form);
  const device = target === 'any' ? undefined : target;

  const dayStart = (date ?? dayjs(now)).startOf('day');
  const win = { dayStart: dayStart.valueOf(), dayEnd: dayStart.add(1, 'day').valueOf(), now, scheduleTo };
  const starts = startOptions(win).map((s) => ({
    value: s,
    label: hhmm(s),
    disabled: !isFree(s, s + STEP_MS, board.busy, deviceIds, device),
  }));
  const ends =
    start === undefined
      ? []
      : endOptions(start, scheduleTo, board.busy, deviceIds, device).map((e) => ({
          value: e,
          label: `${dayjs(e).isSame(dayjs(start), 'day') ? hhmm(e) : dayjs(e).format('MM-DD HH:mm')} (${t(
            'lab.reserve.hours',
            { count: (e - start) / 3_600_000 },
          )})`,
        }));
  const dayBusy = busyBetween(board.busy, win.dayStart, win.dayEnd).filter(
    (b) => device === undefined || b.deviceId === device,
  );
  const nameOf = (id: number) => board.devices.find((d) => d.id === id)?.name ?? `#${id}`;

  const submit = async (v: Values) => {
    setRefused(null);
    if (v.start === undefined || v.end === undefined) return;
    const body: LabReserveBody = {
      kind,
      startsAt: new Date(v.start).toISOString(),
      endsAt: new Date(v.end).toISOString(),
      ...(v.target === 'any' ? { boardModelId: board.id } : { deviceId: v.target }),
    };
    try {
      const r = await create.mutateAsync(body);
      void message.success(t('lab.reserve.done'));
      onReserved(r);
    } catch (e) {
      if (!(e instanceof RequestError)) throw e;
      // the choice stays as it was; the message goes next to the time fields
      const fields = serverFieldErrors(e.envelope?.result).map((f) => ({
        name: FIELD_OF[f.name] ?? 'start',
        errors: f.errors,
      }));
      if (fields.length) form.setFields(fields);
      else if (e.status === 409) {
        form.setFields([{ name: 'start', errors: [e.message] }]);
        refetchBoard();
      } else if (e.status === 403 || e.code === Code.FORBIDDEN) setRefused(e.message);
      else void message.error(e.message);
    }
  };

  if (!devices.length) return <Empty description={t('lab.reserve.noDevices')} />;

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="labReserve"
      initialValues={{ target: 'any', date: dayjs(Math.max(now, Date.parse(board.scheduleFrom))) }}
      onFinish={(v) => void submit(v)}
      onValuesChange={(changed: Partial<Values>) => {
        // a new day or device may invalidate the picked times
        if ('date' in changed || 'target' in changed)
          form.setFieldsValue({ start: undefined, end: undefined });
        else if ('start' in changed) form.setFieldsValue({ end: undefined });
      }}
    >
      {refused ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={refused}
          action={<Link to={`/cloud/apply?kind=${kind}`}>{t('lab.permission.apply')}</Link>}
        />
      ) : null}
      <Form.Item name="target" label={t('lab.reserve.target')} required>
        <Radio.Group style={{ display: 'grid', gap: 8 }}>
          <Radio value="any">{t('lab.reserve.anyDevice', { name: board.name })}</Radio>
          {board.devices.map((d) => (
            <Radio key={d.id} value={d.id} disabled={d.state === 'maintenance'}>
              {d.name} <DeviceStateTag state={d.state} />
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="date"
        label={t('lab.reserve.date')}
        htmlFor="lab-reserve-date"
        rules={[{ required: true, message: t('lab.reserve.pickDate') }]}
      >
        <DatePicker
          id="lab-reserve-date"
          allowClear={false}
          disabledDate={(d) => d.isBefore(dayjs(now).startOf('day')) || d.valueOf() >= scheduleTo}
        />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <Form.Item
          name="start"
          label={t('lab.reserve.start')}
          htmlFor="lab-reserve-start"
          rules={[{ required: true, message: t('lab.reserve.pickStart') }]}
        >
          <Select
            id="lab-reserve-start"
            options={starts}
            aria-label={t('lab.reserve.start')}
            placeholder={t('lab.reserve.startPlaceholder')}
            notFoundContent={t('lab.reserve.noStarts')}
            data-testid="reserve-start"
          />
        </Form.Item>
        <Form.Item
          name="end"
          label={t('lab.reserve.end')}
          htmlFor="lab-reserve-end"
          rules={[{ required: true, message: t('lab.reserve.pickEnd') }]}
        >
          <Select
            id="lab-reserve-end"
            options={ends}
            disabled={start === undefined}
            aria-label={t('lab.reserve.end')}
            placeholder={t('lab.reserve.endPlaceholder')}
            data-testid="reserve-end"
          />
        </Form.Item>
      </div>
      <section aria-labelledby="lab-reserve-busy" className="lab-section" style={{ marginTop: 0 }}>
        <h3 id="lab-reserve-busy" style={{ fontSize: 15 }}>
          {t('lab.reserve.busyTitle')}
        </h3>
        {dayBusy.length ? (
          <ul className="lab-busy" data-testid="reserve-busy">
            {dayBusy.map((b) => (
              <li key={`${b.deviceId}-${b.startsAt}`}>
                {nameOf(b.deviceId)}: {dayjs(b.startsAt).format('MM-DD HH:mm')} –{' '}
                {dayjs(b.endsAt).format('HH:mm')}
              </li>
            ))}
          </ul>
        ) : (
          <p className="lab-muted">{t('lab.reserve.allFree')}</p>
        )}
        <p className="lab-muted">
          {t('lab.reserve.zoneNote', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
        </p>
      </section>
      <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="reserve-submit">
        {t('lab.reserve.submit')}
      </Button>
    </Form>
  );
}
