import { useTranslation } from 'react-i18next';
import type { VideoCan } from '@occ/shared';
import { ButtonLink, PlainButton } from '~/components/plain/plain';
import { RequestError } from '~/lib/request';
import { useVideoAction } from './api';
import { useFeedback } from '~/lib/feedback';

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
  const { message, modal } = useFeedback();
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
    <div
      className="ant-space ant-space-horizontal ant-space-align-center ant-space-gap-row-small ant-space-gap-col-small occ"
      style={{ flexWrap: 'wrap' }}
    >
      {can.submit ? (
        <PlainButton
          look={{ size: 'small', type: 'primary', loading: busy }}
          onClick={() => void run('submit')}
          data-testid="video-submit"
        >
          {t('videos.actions.submit')}
        </PlainButton>
      ) : null}
      {can.withdraw ? (
        <PlainButton
          look={{ size: 'small', loading: busy }}
          onClick={() => void run('withdraw')}
          data-testid="video-withdraw"
        >
          {t('videos.actions.withdraw')}
        </PlainButton>
      ) : null}
      {can.edit ? (
        <ButtonLink
          look={{ size: 'small' }}
          to={`/community/video/upload?id=${encodeURIComponent(id)}`}
          data-testid="video-edit"
        >
          {t('videos.actions.edit')}
        </ButtonLink>
      ) : null}
      {can.delete ? (
        <PlainButton
          look={{ size: 'small', danger: true, loading: busy }}
          onClick={confirmDelete}
          data-testid="video-delete"
        >
          {t('videos.actions.delete')}
        </PlainButton>
      ) : null}
    </div>
  );
}
