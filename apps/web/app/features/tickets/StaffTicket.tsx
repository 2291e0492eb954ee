import { Alert, Button, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_REASON_MAX } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { ReasonModal } from '~/components/ReasonModal';
import { errorText } from '~/lib/form-errors';
import {
  useAssign,
  useClaim,
  useStaffAct,
  useStaffFollow,
  useStaffOptions,
  useStaffWrite,
  useTicket,
} from './api';
import { AttachmentList } from './Attachments';
import { Facts } from './Facts';
import { StaffFollowers } from './Followers';
import { SlaClocks } from './Sla';
import { TicketStateTag } from './format';
import { History, MessageBox, Thread } from './Thread';
import { useFeedback } from '~/lib/feedback';

/**
 * The workbench's ticket page (`/admin/work_order_detail/<id>`): claim, the staff moves of the
 * transition table (suspend asks for the reason the submitter will read), reply, internal note.
 */
export function StaffTicket({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const q = useTicket(id, true);
  const act = useStaffAct(id);
  const claim = useClaim(id);
  const reply = useStaffWrite(id, 'reply');
  const note = useStaffWrite(id, 'note');
  const follow = useStaffFollow(id);
  const assign = useAssign(id);
  const staffOptions = useStaffOptions();
  const [suspending, setSuspending] = useState(false);
  const ticket = q.data;
  if (!ticket) return q.isError ? <Alert type="error" title={errorText(q.error)} /> : <Skeleton active />;

  const run = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      return true;
    } catch (e) {
      void message.error(errorText(e));
      return false;
    }
  };
  const move = (event: string) =>
    event === 'suspend' ? setSuspending(true) : void run(() => act.mutateAsync({ event }));

  return (
    <div className="tk-detail">
      <LinkButton to="/admin/work_order" type="link" className="tk-back">
        {t('tickets.staff.back')}
      </LinkButton>
      <header className="tk-head">
        <h1 id="admin-ticket-title">
          <span className="tk-number">{ticket.number}</span> {ticket.title}
        </h1>
        <TicketStateTag state={ticket.state} />
      </header>
      <div className="tk-actions" role="group" aria-label={t('tickets.actions.label')}>
        {ticket.state !== 'closed' ? (
          <Button
            onClick={() => void run(() => claim.mutateAsync(undefined))}
            loading={claim.isPending}
            data-testid="ticket-claim"
          >
            {t('tickets.staff.claim')}
          </Button>
        ) : null}
        {ticket.state !== 'closed' ? (
          <Select
            className="tk-assign"
            placeholder={t('tickets.staff.assignTo')}
            aria-label={t('tickets.staff.assignTo')}
            loading={staffOptions.isPending || assign.isPending}
            value={null}
            options={staffOptions.data ?? []}
            onChange={(v: string | null) => {
              if (v) void run(() => assign.mutateAsync(v));
            }}
            data-testid="ticket-assign"
          />
        ) : null}
        <Button
          onClick={() => void run(() => follow.mutateAsync(!ticket.following))}
          loading={follow.isPending}
          aria-pressed={ticket.following}
          data-testid="ticket-follow"
        >
          {t(ticket.following ? 'tickets.follow.unfollow' : 'tickets.follow.follow')}
        </Button>
        {ticket.actions.map((e) => (
          <Button
            key={e}
            type={e === 'resolve' ? 'primary' : 'default'}
            loading={act.isPending && act.variables?.event === e}
            onClick={() => move(e)}
            data-testid={`ticket-action-${e}`}
          >
            {t(`tickets.staff.events.${e}`)}
          </Button>
        ))}
      </div>
      {ticket.rating ? (
        <p className="tk-rated">
          {t('tickets.survey.thanks', { rating: t(`tickets.ratings.${ticket.rating}`) })}
        </p>
      ) : null}
      <SlaClocks ticket={ticket} />
      <section className="tk-card" aria-labelledby="tk-desc-title">
        <h2 id="tk-desc-title">{t('tickets.fields.description')}</h2>
        <div className="markdown" dangerouslySetInnerHTML={{ __html: ticket.descriptionHtml }} />
        <AttachmentList files={ticket.attachments} testId="ticket-attachments" />
        <Facts ticket={ticket} />
      </section>
      <section className="tk-card" aria-labelledby="tk-thread-title">
        <h2 id="tk-thread-title">{t('tickets.thread.title')}</h2>
        <Thread ticket={ticket} />
        {ticket.state !== 'closed' ? (
          <div className="tk-boxes">
            <MessageBox
              label={t('tickets.staff.reply')}
              button={t('tickets.staff.sendReply')}
              busy={reply.isPending}
              onSend={(body, attachments) => run(() => reply.mutateAsync({ body, attachments }))}
              testId="ticket-staff-reply"
            />
            <MessageBox
              label={t('tickets.staff.note')}
              button={t('tickets.staff.sendNote')}
              busy={note.isPending}
              onSend={(body, attachments) => run(() => note.mutateAsync({ body, attachments }))}
              testId="ticket-staff-note"
            />
          </div>
        ) : null}
      </section>
      <StaffFollowers ticket={ticket} />
      <section className="tk-card" aria-labelledby="tk-history-title">
        <h2 id="tk-history-title">{t('tickets.history.title')}</h2>
        <History ticket={ticket} />
      </section>
      <ReasonModal
        open={suspending}
        title={t('tickets.staff.suspendTitle')}
        okText={t('tickets.staff.events.suspend')}
        cancelText={t('tickets.actions.keep')}
        label={t('tickets.staff.suspendReason')}
        max={TICKET_REASON_MAX}
        busy={act.isPending}
        onSubmit={async (reason) => {
          await act.mutateAsync({ event: 'suspend', reason });
        }}
        onClose={() => setSuspending(false)}
      />
    </div>
  );
}
