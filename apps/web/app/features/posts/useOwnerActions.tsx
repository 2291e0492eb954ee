import { useTranslation } from 'react-i18next';
import type { PostState } from '@occ/shared';
import { RequestError } from '~/lib/request';
import { usePostAction } from './api';
import { useFeedback } from '~/lib/feedback';

/**
 * Whether a list or the detail page offers "publish" / "resubmit": a published post goes back to
 * review (and off the site) only from the editor, where the author has changed something.
 */
export const canResubmit = (post: { state: PostState; events: readonly string[] }) =>
  post.events.includes('submit') && post.state !== 'published';

/**
 * The author's operations with their confirmations: submit (publish a draft, resubmit), withdraw
 * (pending → drafts; published → removed, after a confirmation) and delete (irreversible, after
 * a confirmation). `after` runs once the server has agreed.
 */
export function useOwnerActions(after?: (action: 'submit' | 'withdraw' | 'delete') => void) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const mutation = usePostAction();

  const run = async (id: string, action: 'submit' | 'withdraw' | 'delete') => {
    try {
      await mutation.mutateAsync({ id, action });
      void message.success(
        t(
          `posts.actions.${action === 'submit' ? 'submitted' : action === 'withdraw' ? 'withdrawn' : 'deleted'}`,
        ),
      );
      after?.(action);
    } catch (e) {
      void message.error(e instanceof RequestError ? e.message : String(e));
    }
  };

  return {
    busy: mutation.isPending,
    submit: (id: string) => run(id, 'submit'),
    withdraw: (id: string, state: PostState) => {
      // taking a published post off the site deserves a question; pulling back a pending one does not
      if (state !== 'published') return run(id, 'withdraw');
      modal.confirm({
        title: t('posts.actions.withdrawPublishedTitle'),
        content: t('posts.actions.withdrawPublishedText'),
        okText: t('posts.actions.withdraw'),
        cancelText: t('posts.actions.cancel'),
        onOk: () => run(id, 'withdraw'),
      });
    },
    remove: (id: string, title: string) =>
      modal.confirm({
        title: t('posts.actions.deleteTitle', { title }),
        content: t('posts.actions.deleteText'),
        okText: t('posts.actions.delete'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-delete' } as never,
        cancelText: t('posts.actions.cancel'),
        onOk: () => run(id, 'delete'),
      }),
  };
}
