import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PostDetail } from '@occ/shared';
import type { DraftBackup } from './draft-backup';

/**
 * What the editor says above the form: why the post failed review or was removed, that it is
 * published or under review (with withdraw), and that a browser backup was restored.
 */
export function EditorNotices({
  post,
  restored,
  onWithdraw,
  onDiscardRestored,
}: {
  post: PostDetail | null;
  restored: DraftBackup | null;
  onWithdraw: () => void;
  onDiscardRestored: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {post?.state === 'fail' && post.failureCause ? (
        <Alert
          type="error"
          showIcon
          className="pt-alert"
          title={t('posts.editor.failedTitle')}
          description={post.failureCause}
          data-testid="editor-failure-cause"
        />
      ) : null}
      {post?.state === 'been_removed' && post.removalReason ? (
        <Alert
          type="warning"
          showIcon
          className="pt-alert"
          title={t('posts.editor.removedTitle')}
          description={post.removalReason}
        />
      ) : null}
      {post?.state === 'published' ? (
        <Alert type="info" showIcon className="pt-alert" title={t('posts.editor.publishedNote')} />
      ) : null}
      {post?.state === 'audit' ? (
        <Alert
          type="warning"
          showIcon
          className="pt-alert"
          title={t('posts.editor.auditNote')}
          action={
            post.events.includes('withdraw') ? (
              <Button size="small" onClick={onWithdraw}>
                {t('posts.actions.withdraw')}
              </Button>
            ) : null
          }
        />
      ) : null}
      {restored ? (
        <Alert
          type="info"
          showIcon
          className="pt-alert"
          title={t('posts.editor.restored')}
          action={
            <Button size="small" onClick={onDiscardRestored}>
              {t('posts.editor.discardRestored')}
            </Button>
          }
          data-testid="editor-restored"
        />
      ) : null}
    </>
  );
}
