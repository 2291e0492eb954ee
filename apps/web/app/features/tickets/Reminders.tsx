import { Button, Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketDetail, TicketReminders } from '@occ/shared';
import { errorText } from '~/lib/form-errors';
import { useReminders } from './api';
import { useFeedback } from '~/lib/feedback';

const CHANGES = ['status', 'replies'] as const;
const CHANNELS = ['sms', 'email'] as const;

/**
 * The submitter's reminder settings of the ticket: which changes notify them (status changes,
 * replies) and by which channels besides the message centre (SMS to the reminder mobile, e-mail
 * to the reminder e-mail).
 */
export function ReminderSettings({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const save = useReminders(ticket.id);
  const [form] = Form.useForm<TicketReminders>();
  if (!ticket.reminders) return null;
  const send = async (v: TicketReminders) => {
    try {
      await save.mutateAsync({
        status: Boolean(v.status),
        replies: Boolean(v.replies),
        sms: Boolean(v.sms),
        email: Boolean(v.email),
      });
      void message.success(t('tickets.reminders.saved'));
    } catch (e) {
      void message.error(errorText(e));
    }
  };
  const contact = (c: (typeof CHANNELS)[number]) =>
    (c === 'sms' ? ticket.remindMobile : ticket.remindEmail) || t('tickets.reminders.noContact');
  return (
    <section className="tk-card" aria-labelledby="tk-reminders-title">
      <h2 id="tk-reminders-title">{t('tickets.reminders.title')}</h2>
      <Form<TicketReminders>
        form={form}
        layout="vertical"
        initialValues={ticket.reminders}
        onFinish={(v) => void send(v)}
        data-testid="ticket-reminders"
      >
        <fieldset className="tk-fieldset">
          <legend>{t('tickets.reminders.changes')}</legend>
          {CHANGES.map((c) => (
            <Form.Item key={c} name={c} valuePropName="checked" noStyle>
              <Checkbox>{t(`tickets.reminders.${c}`)}</Checkbox>
            </Form.Item>
          ))}
        </fieldset>
        <fieldset className="tk-fieldset">
          <legend>{t('tickets.reminders.channels')}</legend>
          <p className="tk-hint">{t('tickets.reminders.centre')}</p>
          {CHANNELS.map((c) => (
            <Form.Item key={c} name={c} valuePropName="checked" noStyle>
              <Checkbox>{t(`tickets.reminders.${c}`, { to: contact(c) })}</Checkbox>
            </Form.Item>
          ))}
        </fieldset>
        <Button htmlType="submit" loading={save.isPending} data-testid="ticket-reminders-save">
          {t('tickets.reminders.save')}
        </Button>
      </Form>
    </section>
  );
}
