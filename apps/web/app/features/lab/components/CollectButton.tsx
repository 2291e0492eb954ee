import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequestError } from '~/lib/request';
import { useToggleCollect } from '../api/boards';
import { useFeedback } from '~/lib/feedback';

/** The collect star of a board (spec §4: collect toggles both ways); visitors are asked to log in. */
export function CollectButton({
  boardId,
  boardName,
  collected,
  loggedIn,
  onNeedLogin,
}: {
  boardId: number;
  boardName: string;
  collected: boolean;
  loggedIn: boolean;
  onNeedLogin: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const toggle = useToggleCollect();
  const onClick = async () => {
    if (!loggedIn) {
      onNeedLogin();
      return;
    }
    try {
      const r = await toggle.mutateAsync(boardId);
      void message.success(t(r.collected ? 'lab.collected' : 'lab.uncollected'));
    } catch (e) {
      void message.error(e instanceof RequestError ? e.message : String(e));
    }
  };
  return (
    <Button
      type="text"
      aria-pressed={collected}
      aria-label={t(collected ? 'lab.uncollectBoard' : 'lab.collectBoard', { name: boardName })}
      title={t(collected ? 'lab.uncollect' : 'lab.collect')}
      icon={
        <span aria-hidden className={collected ? 'lab-star lab-star-on' : 'lab-star'}>
          {collected ? '★' : '☆'}
        </span>
      }
      loading={toggle.isPending}
      onClick={() => void onClick()}
      data-testid="collect"
    />
  );
}
