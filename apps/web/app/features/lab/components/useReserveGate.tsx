import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { LabKind, LabPermissionStatus } from '@occ/shared';
import { useFeedback } from '~/lib/feedback';

export interface ReserveTarget {
  boardId: number;
  kind: LabKind;
}

/**
 * The card and board buttons "Enter evaluation" / "Enter test lab": with the grant they
 * open the reservation drawer; a visitor is asked to log in, anyone else is told why not and
 * where to apply. The server checks the grant again on every action.
 */
export function useReserveGate(loggedIn: boolean, permissions: LabPermissionStatus | undefined) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const [target, setTarget] = useState<ReserveTarget | null>(null);

  const open = (boardId: number, kind: LabKind) => {
    if (!loggedIn) {
      promptLogin();
      return;
    }
    const state = permissions?.[kind].state ?? 'none';
    if (state === 'granted') {
      setTarget({ boardId, kind });
      return;
    }
    const name = t(`lab.kind.${kind}`);
    if (state === 'pending') {
      modal.info({ title: t('lab.permission.pending', { kind: name }), okText: t('lab.ok') });
      return;
    }
    modal.confirm({
      title: t('lab.permission.needTitle', { kind: name }),
      content:
        state === 'failed'
          ? t('lab.permission.failedBody', { comment: permissions?.[kind].application?.reviewComment ?? '—' })
          : t('lab.permission.needBody'),
      okText: t(state === 'failed' ? 'lab.permission.applyAgain' : 'lab.permission.apply'),
      cancelText: t('lab.cancel'),
      onOk: () => navigate(`/cloud/apply?kind=${kind}`),
    });
  };

  const promptLogin = () =>
    modal.confirm({
      title: t('lab.loginPrompt'),
      content: t('lab.loginPromptBody'),
      okText: t('lab.login'),
      cancelText: t('lab.cancel'),
      onOk: () => navigate(`/auth/login?redirect=${encodeURIComponent(location.pathname + location.search)}`),
    });

  return { target, open, close: () => setTarget(null), promptLogin };
}
