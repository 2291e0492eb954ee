import { Alert, Button, Form, Input, Modal, Space, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { checkInBody, CHECKIN_CODE_MAX } from '@occ/shared';
import { holds } from '@occ/shared/admin/permissions';
import { useCurrentUser } from '~/lib/current-user';
import { errorText } from '~/lib/form-errors';
import { zodRule } from '~/lib/form-rules';
import { useCheckIn, useCheckInStats } from './checkin-api';

/**
 * The participants list's check-in desk (console `activity`): for the activity chosen in the
 * list's filter, the check-in statistics and a field where staff type or scan a participant's code.
 */
export function CheckinTool() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const eventId = useSearchParams()[0].get('eventId') ?? '';
  const [open, setOpen] = useState(false);
  if (!holds(user, 'activity.checkin')) return null;
  return (
    <>
      <Button
        type="primary"
        disabled={!eventId}
        title={eventId ? undefined : t('events.console.checkin.pickEvent')}
        onClick={() => setOpen(true)}
        data-testid="checkin-open"
      >
        {t('events.console.checkin.open')}
      </Button>
      {open && eventId ? <CheckinDialog eventId={eventId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function CheckinDialog({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const stats = useCheckInStats(eventId, true);
  const checkIn = useCheckIn(eventId);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async ({ code }: { code: string }) => {
    try {
      const r = await checkIn.mutateAsync(code.trim());
      setOutcome({ ok: true, text: t('events.console.checkin.done', { name: r.name, unit: r.unit }) });
      form.resetFields();
    } catch (e) {
      setOutcome({ ok: false, text: errorText(e) });
    }
  };

  return (
    <Modal open title={t('events.console.checkin.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <Space size="large" wrap style={{ marginBottom: 16 }} data-testid="checkin-stats">
        <Statistic title={t('events.console.checkin.confirmed')} value={stats.data?.confirmed ?? '-'} />
        <Statistic title={t('events.console.checkin.checkedIn')} value={stats.data?.checkedIn ?? '-'} />
        <Statistic title={t('events.console.checkin.pending')} value={stats.data?.pending ?? '-'} />
        <Statistic title={t('events.console.checkin.waiting')} value={stats.data?.waiting ?? '-'} />
      </Space>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} name="checkin">
        <Form.Item
          name="code"
          label={t('events.console.checkin.code')}
          rules={[zodRule(checkInBody.shape.code, 'checkinCode', i18n.language)]}
        >
          <Input maxLength={CHECKIN_CODE_MAX} autoFocus autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={checkIn.isPending}>
          {t('events.console.checkin.submit')}
        </Button>
      </Form>
      {outcome ? (
        <Alert
          style={{ marginTop: 16 }}
          role="status"
          type={outcome.ok ? 'success' : 'error'}
          title={outcome.text}
          data-testid="checkin-outcome"
        />
      ) : null}
    </Modal>
  );
}
