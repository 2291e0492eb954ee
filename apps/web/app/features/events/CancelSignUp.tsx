import { useTranslation } from 'react-i18next';
import { PlainButton } from '~/components/plain/plain';
import { errorText } from '~/lib/error-text';
import { useCancelSignUp } from './api';
import { useFeedback } from '~/lib/feedback';

/** "Cancel my sign-up" behind a confirmation naming the event; `onDone` runs after it succeeded. */
export function CancelSignUp({
  event,
  size,
  onDone,
}: {
  event: { id: string | number; title: string };
  size?: 'small';
  onDone?: () => Promise<unknown> | void;
}) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const cancel = useCancelSignUp();
  const confirm = () =>
    modal.confirm({
      title: t('events.cancel.title'),
      content: t('events.cancel.body', { title: event.title }),
      okText: t('events.cancel.ok'),
      okButtonProps: { danger: true },
      cancelText: t('events.cancel.keep'),
      onOk: async () => {
        try {
          await cancel.mutateAsync(event.id);
          void message.success(t('events.cancel.done'));
          await onDone?.();
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });
  return (
    <PlainButton look={{ size, danger: true, loading: cancel.isPending }} onClick={confirm}>
      {t('events.cancel.button')}
    </PlainButton>
  );
}
