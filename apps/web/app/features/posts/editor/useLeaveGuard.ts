import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useFeedback } from '~/lib/feedback';

/**
 * Spec §5 "unsaved-leave warning": while `dirty` holds (changes the server has not saved yet),
 * closing or reloading the tab asks the browser's question, and leaving the page inside the app
 * asks ours. Changing only the query (the new post's ?id=) is not leaving.
 */
export function useLeaveGuard(dirty: RefObject<boolean>) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current === true && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      e.preventDefault();
      // older browsers show the dialog only when returnValue is set
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: t('posts.editor.leaveTitle'),
      content: t('posts.editor.leaveText'),
      okText: t('posts.editor.leave'),
      okButtonProps: { danger: true },
      cancelText: t('posts.editor.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal, t]);
}
