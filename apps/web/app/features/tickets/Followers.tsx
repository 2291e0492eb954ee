import { Button, Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TicketDetail } from '@occ/shared';
import { errorText, showOnFields } from '~/lib/form-errors';
import { useCurrentUser } from '~/lib/current-user';
import { useAddFollower, useLeaveTicket, useRemoveFollower } from './api';
import { useFeedback } from '~/lib/feedback';

/** Who follows the ticket (colleagues the submitter added, support staff who follow it). */
function FollowerList({ ticket, onRemove }: { ticket: TicketDetail; onRemove?: (userId: string) => void }) {
  const { t } = useTranslation();
  if (ticket.followers.length === 0) return <p className="tk-hint">{t('tickets.follow.none')}</p>;
  return (
    <ul className="tk-followers" data-testid="ticket-followers">
      {ticket.followers.map((f) => (
        <li key={f.userId}>
          <span>{f.nickname}</span>
          {f.staff ? <Tag>{t('tickets.follow.staff')}</Tag> : null}
          {onRemove ? (
            <Button
              size="small"
              type="link"
              danger
              onClick={() => onRemove(f.userId)}
              aria-label={t('tickets.follow.removeWho', { name: f.nickname })}
            >
              {t('tickets.follow.remove')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The submitter's card: add a colleague by account, remove a follower. */
function OwnerFollowers({ ticket }: { ticket: TicketDetail }) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ account: string }>();
  const add = useAddFollower(ticket.id);
  const remove = useRemoveFollower(ticket.id);
  const send = async ({ account }: { account: string }) => {
    try {
      await add.mutateAsync(account.trim());
      form.resetFields();
      void message.success(t('tickets.follow.added'));
    } catch (e) {
      if (!showOnFields(form, e, i18n.language)) void message.error(errorText(e));
    }
  };
  return (
    <>
      <p className="tk-hint">{t('tickets.follow.hint')}</p>
      <FollowerList
        ticket={ticket}
        onRemove={(userId) =>
          void remove.mutateAsync(userId).catch((e: unknown) => message.error(errorText(e)))
        }
      />
      <Form
        form={form}
        layout="inline"
        className="tk-follow-form"
        onFinish={(v) => void send(v)}
        data-testid="ticket-add-follower"
      >
        <Form.Item
          name="account"
          label={t('tickets.follow.account')}
          rules={[{ required: true, whitespace: true, message: t('tickets.follow.accountRequired') }]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Button htmlType="submit" loading={add.isPending}>
          {t('tickets.follow.add')}
        </Button>
      </Form>
    </>
  );
}

/** A follower's card: read only, and a way to stop following. */
function FollowerSelf({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const leave = useLeaveTicket(ticket.id);
  return (
    <>
      <p className="tk-hint" data-testid="ticket-follower-note">
        {t('tickets.follow.readOnly')}
      </p>
      <FollowerList ticket={ticket} />
      {user ? (
        <Button
          loading={leave.isPending}
          onClick={() =>
            void leave
              .mutateAsync(user.id)
              .then(() => navigate('/my_work_order?scope=following'))
              .catch((e: unknown) => message.error(errorText(e)))
          }
          data-testid="ticket-leave"
        >
          {t('tickets.follow.leave')}
        </Button>
      ) : null}
    </>
  );
}

/** The followers card of the ticket page, as the submitter or as a follower sees it. */
export function Followers({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  return (
    <section className="tk-card" aria-labelledby="tk-followers-title">
      <h2 id="tk-followers-title">{t('tickets.follow.title')}</h2>
      {ticket.audience === 'submitter' ? (
        <OwnerFollowers ticket={ticket} />
      ) : (
        <FollowerSelf ticket={ticket} />
      )}
    </section>
  );
}

/** The workbench's list of followers (read only). */
export function StaffFollowers({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  return (
    <section className="tk-card" aria-labelledby="tk-followers-title">
      <h2 id="tk-followers-title">{t('tickets.follow.title')}</h2>
      <FollowerList ticket={ticket} />
    </section>
  );
}
