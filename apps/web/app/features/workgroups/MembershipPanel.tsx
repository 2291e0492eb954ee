import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator } from 'react-router';
import { WORKGROUP_JOIN_MESSAGE_MAX, type WorkgroupDetail } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { errorText } from '~/lib/form-errors';
import { joinWorkgroup, leaveWorkgroup } from './api';
import { useFeedback } from '~/lib/feedback';

/** My membership of the group and what I can do: log in, ask to join, withdraw, or leave. */
export function MembershipPanel({ group, signedIn }: { group: WorkgroupDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const mine = group.mine;

  const join = async () => {
    setBusy(true);
    try {
      await joinWorkgroup(group.id, text);
      setOpen(false);
      setText('');
      void message.success(t('workgroups.join.done'));
      await revalidator.revalidate();
    } catch (e) {
      void message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const leave = () => {
    const pending = mine?.state === 'pending';
    modal.confirm({
      title: t(pending ? 'workgroups.withdraw.title' : 'workgroups.leave.title'),
      content: t(pending ? 'workgroups.withdraw.body' : 'workgroups.leave.body', { name: group.name }),
      okText: t(pending ? 'workgroups.withdraw.ok' : 'workgroups.leave.ok'),
      okButtonProps: { danger: true },
      cancelText: t('workgroups.keep'),
      onOk: async () => {
        try {
          await leaveWorkgroup(group.id);
          void message.success(t(pending ? 'workgroups.withdraw.done' : 'workgroups.leave.done'));
          await revalidator.revalidate();
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });
  };

  if (!signedIn)
    return (
      <LinkButton type="primary" to={`/auth/login?redirect=${encodeURIComponent(location.pathname)}`}>
        {t('workgroups.join.login')}
      </LinkButton>
    );

  if (mine && mine.state !== 'rejected')
    return (
      <div className="wg-membership">
        <strong role="status">
          {mine.state === 'pending'
            ? t('workgroups.mine.pending')
            : t(mine.role === 'maintainer' ? 'workgroups.mine.maintainer' : 'workgroups.mine.member')}
        </strong>
        <Button danger onClick={leave}>
          {t(mine.state === 'pending' ? 'workgroups.withdraw.button' : 'workgroups.leave.button')}
        </Button>
      </div>
    );

  return (
    <div className="wg-membership">
      {mine?.state === 'rejected' ? <span>{t('workgroups.mine.rejected')}</span> : null}
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('workgroups.join.button')}
      </Button>
      <Modal
        open={open}
        title={t('workgroups.join.title', { name: group.name })}
        okText={t('workgroups.join.send')}
        cancelText={t('workgroups.keep')}
        confirmLoading={busy}
        onOk={() => void join()}
        onCancel={() => setOpen(false)}
      >
        <label htmlFor="wg-join-message">{t('workgroups.join.message')}</label>
        <Input.TextArea
          id="wg-join-message"
          value={text}
          maxLength={WORKGROUP_JOIN_MESSAGE_MAX}
          showCount
          rows={3}
          onChange={(e) => setText(e.target.value)}
        />
      </Modal>
    </div>
  );
}
