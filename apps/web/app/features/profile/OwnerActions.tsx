import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuestionListItem } from '@occ/shared';
import { RequestError } from '~/lib/request';
import { useDeleteOwnQuestion } from './api';
import { useFeedback } from '~/lib/feedback';

// The owner's delete (antd's Popconfirm) of their own questions and topics (/people/my/qa),
// loaded only there: the public profile never shows it (issue 14).

export default function DeleteOwn({ q, onDeleted }: { q: QuestionListItem; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const remove = useDeleteOwnQuestion();
  const kind = q.kind === 'topic' ? 'topic' : 'question';
  return (
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
  );
}
