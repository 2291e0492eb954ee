import { Button, Empty, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { TICKET_MESSAGE_MAX, type TicketDetail } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';

/** The communication record; internal notes are marked (the submitter's answer never holds any). */
export function Thread({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  if (ticket.messages.length === 0) return <Empty description={t('tickets.thread.empty')} />;
  return (
    <ol className="tk-thread" data-testid="ticket-thread">
      {ticket.messages.map((m) => (
        <li
          key={m.id}
          className={`tk-msg${m.staff ? ' tk-msg-staff' : ''}${m.kind === 'note' ? ' tk-msg-note' : ''}`}
          data-kind={m.kind}
        >
          <div className="tk-msg-head">
            <strong>{m.staff ? t('tickets.thread.staff', { name: m.author }) : m.author}</strong>
            {m.kind === 'note' ? <span className="tk-note-tag">{t('tickets.thread.note')}</span> : null}
            <LocalTime iso={m.createdAt} withTime />
          </div>
          {/* sanitised on the server (platform/markdown.ts) */}
          <div className="tk-msg-body markdown" dangerouslySetInnerHTML={{ __html: m.html }} />
        </li>
      ))}
    </ol>
  );
}

/** A text box that sends one message (reply, continue communication, internal note). */
export function MessageBox({
  label,
  button,
  busy,
  onSend,
  testId,
}: {
  label: string;
  button: string;
  busy: boolean;
  onSend: (body: string) => Promise<boolean>;
  testId: string;
}) {
  const [form] = Form.useForm<{ body: string }>();
  const { t } = useTranslation();
  const send = async ({ body }: { body: string }) => {
    if (await onSend(body.trim())) form.resetFields();
  };
  return (
    <Form form={form} name={testId} layout="vertical" onFinish={(v) => void send(v)} data-testid={testId}>
      <Form.Item
        name="body"
        label={label}
        rules={[{ required: true, whitespace: true, message: t('tickets.thread.required') }]}
      >
        <Input.TextArea rows={3} maxLength={TICKET_MESSAGE_MAX} />
      </Form.Item>
      <Button htmlType="submit" loading={busy}>
        {button}
      </Button>
    </Form>
  );
}

/** Moves the job runner made (the history names no actor): their reasons have words. */
const SYSTEM_REASONS: readonly string[] = ['autoClosed', 'feedbackTimeout'];

/** Every state change and who made it. */
export function History({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  return (
    <ol className="tk-history">
      {ticket.history.map((h, i) => (
        <li key={i}>
          <LocalTime iso={h.createdAt} withTime /> · {t(`tickets.events.${h.event}`)} →{' '}
          {t(`tickets.states.${h.to}`)} ·{' '}
          {h.actor ??
            t(SYSTEM_REASONS.includes(h.reason) ? 'tickets.history.system' : 'tickets.history.console')}
          {h.reason
            ? ` · ${SYSTEM_REASONS.includes(h.reason) ? t(`tickets.history.${h.reason}`) : h.reason}`
            : ''}
        </li>
      ))}
    </ol>
  );
}
