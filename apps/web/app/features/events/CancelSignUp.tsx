import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '~/lib/form-errors';
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
    <Button size={size} danger onClick={confirm} loading={cancel.isPending}>
      {t('events.cancel.button')}
    </Button>
  );
}
