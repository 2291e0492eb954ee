import { Button, Empty, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  contentLocale,
  TICKET_ATTACHMENTS_MAX,
  TICKET_MESSAGE_MAX,
  translate,
  type TicketDetail,
} from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { AttachmentList, AttachmentPicker, useAttachmentUploads } from './Attachments';
import { useFeedback } from '~/lib/feedback';

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
            {m.kind === 'remark' ? <span className="tk-note-tag">{t('tickets.thread.remark')}</span> : null}
            <LocalTime iso={m.createdAt} withTime />
          </div>
          {/* sanitised on the server (platform/markdown.ts) */}
          <div className="tk-msg-body markdown" dangerouslySetInnerHTML={{ __html: m.html }} />
          <AttachmentList files={m.attachments} />
        </li>
      ))}
    </ol>
  );
}

/**
 * A text box that sends one message (reply, continue communication, internal note, remark) with
 * its attachments (`maxFiles`; a remark takes images only); it refuses to send while a file is
 * still uploading.
 */
export function MessageBox({
  label,
  button,
  busy,
  onSend,
  testId,
  maxFiles = TICKET_ATTACHMENTS_MAX,
  imagesOnly = false,
}: {
  label: string;
  button: string;
  busy: boolean;
  onSend: (body: string, files: number[]) => Promise<boolean>;
  testId: string;
  maxFiles?: number;
  imagesOnly?: boolean;
}) {
  const [form] = Form.useForm<{ body: string }>();
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const uploads = useAttachmentUploads(maxFiles, imagesOnly);
  const send = async ({ body }: { body: string }) => {
    if (uploads.busy) {
      void message.warning(translate('ticketUploadBusy', contentLocale(i18n.language)));
      return;
    }
    if (await onSend(body.trim(), uploads.ids)) {
      form.resetFields();
      uploads.reset();
    }
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
      <AttachmentPicker uploads={uploads} max={maxFiles} imagesOnly={imagesOnly} testId={`${testId}-files`} />
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
