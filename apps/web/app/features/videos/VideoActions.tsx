import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VideoCan } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { RequestError } from '~/lib/request';
import { useVideoAction } from './api';

const DONE = {
  submit: 'videos.actions.submitted',
  withdraw: 'videos.actions.withdrawn',
  delete: 'videos.actions.deleted',
};

/**
 * The author's buttons, exactly those the server allows now (`can`, from the policy and the
 * transition table): submit, withdraw, edit, and delete after a confirmation (irreversible).
 */
export function VideoActions({
  id,
  name,
  can,
  onDeleted,
}: {
  id: string;
  name: string;
  can: VideoCan;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const action = useVideoAction();

  const run = async (kind: 'submit' | 'withdraw' | 'delete') => {
    try {
      await action.mutateAsync({ id, action: kind });
      void message.success(t(DONE[kind]));
      if (kind === 'delete') onDeleted?.();
    } catch (e) {
      void message.error(e instanceof RequestError ? e.message : String(e));
    }
  };

  const confirmDelete = () =>
    modal.confirm({
      title: t('videos.actions.deleteTitle', { name }),
      content: t('videos.actions.deleteIrreversible'),
      okText: t('videos.actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('videos.actions.cancel'),
      onOk: () => run('delete'),
    });

  const busy = action.isPending;
  return (
    <Space wrap size="small">
      {can.submit ? (
        <Button
          size="small"
          type="primary"
          loading={busy}
          onClick={() => void run('submit')}
          data-testid="video-submit"
        >
          {t('videos.actions.submit')}
        </Button>
      ) : null}
      {can.withdraw ? (
        <Button size="small" loading={busy} onClick={() => void run('withdraw')} data-testid="video-withdraw">
          {t('videos.actions.withdraw')}
        </Button>
      ) : null}
      {can.edit ? (
        <LinkButton
          size="small"
          to={`/community/video/upload?id=${encodeURIComponent(id)}`}
          data-testid="video-edit"
        >
          {t('videos.actions.edit')}
        </LinkButton>
      ) : null}
      {can.delete ? (
        <Button size="small" danger loading={busy} onClick={confirmDelete} data-testid="video-delete">
          {t('videos.actions.delete')}
        </Button>
      ) : null}
    </Space>
  );
}
