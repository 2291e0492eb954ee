import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuestionListItem } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { RequestError } from '~/lib/request';
import { useDeleteOwnQuestion } from './api';
import { editPath } from './paths';
import { useFeedback } from '~/lib/feedback';

// The owner's edit and delete on their own questions and topics (/people/my/qa), loaded only
// there: the public profile never shows them (issue 14).

export default function OwnerActions({ q, onDeleted }: { q: QuestionListItem; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const remove = useDeleteOwnQuestion();
  const kind = q.kind === 'topic' ? 'topic' : 'question';
  return (
    <Space>
      <LinkButton size="small" to={editPath(q)} aria-label={t('profile.actions.editWho', { title: q.title })}>
        {t('profile.actions.edit')}
      </LinkButton>
      <Popconfirm
        title={t(`profile.actions.deleteConfirm.${kind}`)}
        description={t('profile.actions.irreversible')}
        okText={t('profile.actions.delete')}
        cancelText={t('profile.actions.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          remove.mutateAsync(q.id).then(
            () => {
              void message.success(t('profile.actions.deleted'));
              onDeleted();
            },
            (e: unknown) =>
              void message.error(
                e instanceof RequestError && e.kind === 'business' && e.message
                  ? e.message
                  : t('profile.actions.deleteFailed'),
              ),
          )
        }
      >
        <Button
          danger
          size="small"
          loading={remove.isPending}
          aria-label={t('profile.actions.deleteWho', { title: q.title })}
          data-testid="authored-delete"
        >
          {t('profile.actions.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
