import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator } from 'react-router';
import type { WorkgroupDetail } from '@occ/shared';
import { lazyWithAntd } from '~/components/antd/lazy-antd';
import { ButtonLink, PlainButton } from '~/components/plain/plain';
import { errorText, joinWorkgroup, leaveWorkgroup } from './api';
import { useFeedback } from '~/lib/feedback';

// the join dialog (antd Modal and TextArea) loads on the first click of "join" (issue 14)
const JoinDialog = lazyWithAntd(() => import('./JoinDialog'));

/** My membership of the group and what I can do: log in, ask to join, withdraw, or leave. */
export function MembershipPanel({ group, signedIn }: { group: WorkgroupDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  // the dialog stays mounted from its first opening on, so that closing animates
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
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
      <ButtonLink
        look={{ type: 'primary' }}
        to={`/auth/login?redirect=${encodeURIComponent(location.pathname)}`}
      >
        {t('workgroups.join.login')}
      </ButtonLink>
    );

  if (mine && mine.state !== 'rejected')
    return (
      <div className="wg-membership">
        <strong role="status">
          {mine.state === 'pending'
            ? t('workgroups.mine.pending')
            : t(mine.role === 'maintainer' ? 'workgroups.mine.maintainer' : 'workgroups.mine.member')}
        </strong>
        <PlainButton look={{ danger: true }} onClick={leave}>
          {t(mine.state === 'pending' ? 'workgroups.withdraw.button' : 'workgroups.leave.button')}
        </PlainButton>
      </div>
    );

  return (
    <div className="wg-membership">
      {mine?.state === 'rejected' ? <span>{t('workgroups.mine.rejected')}</span> : null}
      <PlainButton look={{ type: 'primary' }} onClick={() => setOpen(true)}>
        {t('workgroups.join.button')}
      </PlainButton>
      {used ? (
        <Suspense fallback={null}>
          <JoinDialog
            open={open}
            name={group.name}
            text={text}
            busy={busy}
            onText={setText}
            onSend={() => void join()}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
