import { Alert, Button, Form, Input, Radio, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  TICKET_COMMENT_MAX,
  TICKET_RATINGS,
  TICKET_REMARK_IMAGES_MAX,
  type TicketDetail,
  type TicketRateBody,
} from '@occ/shared';
import { Link } from 'react-router';
import { LinkButton } from '~/components/LinkButton';
import { LocalTime } from '~/components/LocalTime';
import { errorText } from '~/lib/form-errors';
import { useMove, useRate, useRemark, useRemind, useReply, useTicket } from './api';
import { AttachmentList } from './Attachments';
import { Facts } from './Facts';
import { Followers } from './Followers';
import { TicketStateTag } from './format';
import { ReminderSettings } from './Reminders';
import { History, MessageBox, Thread } from './Thread';
import { useFeedback } from '~/lib/feedback';

const REMINDABLE: readonly string[] = ['assigned', 'processing', 'suspended'];

/** The satisfaction survey: sent only by the explicit click on its button, once. */
function Survey({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const rate = useRate(ticket.id);
  const [form] = Form.useForm<TicketRateBody>();
  if (ticket.rating) {
    return (
      <p className="tk-rated" data-testid="ticket-rated">
        {t('tickets.survey.thanks', { rating: t(`tickets.ratings.${ticket.rating}`) })}
        {ticket.ratingComment ? ` · ${ticket.ratingComment}` : ''}
      </p>
    );
  }
  if (!ticket.canRate) return null;
  const send = async (v: TicketRateBody) => {
    try {
      await rate.mutateAsync({ rating: v.rating, comment: v.comment ?? '' });
    } catch (e) {
      void message.error(errorText(e));
    }
  };
  return (
    <section className="tk-card" aria-labelledby="tk-survey-title">
      <h2 id="tk-survey-title">{t('tickets.survey.title')}</h2>
      <Form<TicketRateBody>
        form={form}
        layout="vertical"
        onFinish={(v) => void send(v)}
        data-testid="ticket-survey"
      >
        <Form.Item
          name="rating"
          label={t('tickets.fields.rating')}
          rules={[{ required: true, message: t('tickets.survey.required') }]}
        >
          <Radio.Group
            options={TICKET_RATINGS.map((r) => ({ value: r, label: t(`tickets.ratings.${r}`) }))}
          />
        </Form.Item>
        <Form.Item name="comment" label={t('tickets.survey.comment')}>
          <Input.TextArea rows={2} maxLength={TICKET_COMMENT_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={rate.isPending}>
          {t('tickets.survey.submit')}
        </Button>
      </Form>
    </section>
  );
}

/** `/work_order_detail?id=`: my ticket, its thread, what I may do now, and the survey. */
export function TicketView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const q = useTicket(id);
  const reply = useReply(id);
  const move = useMove(id);
  const remind = useRemind(id);
  const remark = useRemark(id);
  const ticket = q.data;
  if (!ticket) return q.isError ? <Alert type="error" title={errorText(q.error)} /> : <Skeleton active />;

  const doMove = (event: string) => {
    const run = async () => {
      try {
        await move.mutateAsync(event);
      } catch (e) {
        void message.error(event === 'close' ? t('tickets.actions.closeFailed') : errorText(e));
      }
    };
    if (event !== 'close') return void run();
    modal.confirm({
      title: t('tickets.actions.closeTitle'),
      content: t('tickets.actions.closeBody'),
      okText: t('tickets.actions.close'),
      cancelText: t('tickets.actions.keep'),
      onOk: run,
    });
  };
  const sent = async (call: Promise<unknown>) => {
    try {
      await call;
      return true;
    } catch (e) {
      void message.error(errorText(e));
      return false;
    }
  };

  return (
    <div className="tk-detail">
      <header className="tk-head">
        <h1 id="ticket-title">{ticket.title}</h1>
        <TicketStateTag state={ticket.state} />
      </header>
      {ticket.state === 'suspended' && ticket.suspendReason ? (
        <Alert
          type="warning"
          showIcon
          title={t('tickets.suspended', { reason: ticket.suspendReason })}
          data-testid="ticket-suspend-reason"
        />
      ) : null}
      {ticket.state === 'pendingFeedback' && ticket.audience === 'submitter' ? (
        <Alert type="info" showIcon title={t('tickets.pendingFeedback')} />
      ) : null}
      {ticket.relatedTo ? (
        <p className="tk-hint" data-testid="ticket-related">
          {t('tickets.followUp.follows')}{' '}
          <Link to={`/work_order_detail?id=${ticket.relatedTo.id}`}>{ticket.relatedTo.number}</Link>
        </p>
      ) : null}
      {ticket.reopenUntil && ticket.actions.includes('reopen') ? (
        <p className="tk-hint">
          {t('tickets.followUp.reopenUntil')} <LocalTime iso={ticket.reopenUntil} withTime />
        </p>
      ) : null}
      {ticket.canFollowUp ? (
        <Alert
          type="info"
          showIcon
          title={t(ticket.state === 'closed' ? 'tickets.followUp.closed' : 'tickets.followUp.expired')}
          action={
            <LinkButton
              to={`/support_form?relatedTo=${ticket.id}`}
              size="small"
              data-testid="ticket-follow-up"
            >
              {t('tickets.followUp.new')}
            </LinkButton>
          }
        />
      ) : null}
      {ticket.actions.length ? (
        <div className="tk-actions" role="group" aria-label={t('tickets.actions.label')}>
          {REMINDABLE.includes(ticket.state) && ticket.audience === 'submitter' ? (
            <Button
              loading={remind.isPending}
              onClick={() =>
                void remind
                  .mutateAsync(undefined)
                  .then(() => message.success(t('tickets.actions.reminded')))
                  .catch((e: unknown) => message.error(errorText(e)))
              }
              data-testid="ticket-remind"
            >
              {t('tickets.actions.remind')}
            </Button>
          ) : null}
          {ticket.actions.map((e) => (
            <Button
              key={e}
              type={e === 'confirm' ? 'primary' : 'default'}
              danger={e === 'close'}
              loading={move.isPending && move.variables === e}
              onClick={() => doMove(e)}
              data-testid={`ticket-action-${e}`}
            >
              {t(`tickets.actions.${e}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <Survey ticket={ticket} />
      <section className="tk-card" aria-labelledby="tk-desc-title">
        <h2 id="tk-desc-title">{t('tickets.fields.description')}</h2>
        <div className="markdown" dangerouslySetInnerHTML={{ __html: ticket.descriptionHtml }} />
        <AttachmentList files={ticket.attachments} testId="ticket-attachments" />
        <Facts ticket={ticket} />
      </section>
      <section className="tk-card" aria-labelledby="tk-thread-title">
        <h2 id="tk-thread-title">{t('tickets.thread.title')}</h2>
        <Thread ticket={ticket} />
        {ticket.state !== 'closed' && ticket.audience === 'submitter' ? (
          <div className="tk-boxes">
            <MessageBox
              label={t('tickets.thread.leave')}
              button={t('tickets.thread.send')}
              busy={reply.isPending}
              onSend={(body, attachments) => sent(reply.mutateAsync({ body, attachments }))}
              testId="ticket-reply"
            />
            <MessageBox
              label={t('tickets.thread.remarkLabel')}
              button={t('tickets.thread.remarkSend')}
              busy={remark.isPending}
              onSend={(body, images) => sent(remark.mutateAsync({ body, images }))}
              testId="ticket-remark"
              maxFiles={TICKET_REMARK_IMAGES_MAX}
              imagesOnly
            />
          </div>
        ) : null}
      </section>
      <ReminderSettings ticket={ticket} />
      <Followers ticket={ticket} />
      <section className="tk-card" aria-labelledby="tk-history-title">
        <h2 id="tk-history-title">{t('tickets.history.title')}</h2>
        <History ticket={ticket} />
      </section>
    </div>
  );
}
