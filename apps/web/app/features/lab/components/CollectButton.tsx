import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/plain/plain';
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
  // antd's text Button with only an icon, as a plain button (issue 14)
  return (
    <button
      type="button"
      className={buttonClass({ type: 'text', loading: toggle.isPending, className: 'ant-btn-icon-only' })}
      aria-pressed={collected}
      aria-busy={toggle.isPending || undefined}
      aria-label={t(collected ? 'lab.uncollectBoard' : 'lab.collectBoard', { name: boardName })}
      title={t(collected ? 'lab.uncollect' : 'lab.collect')}
      onClick={() => {
        if (!toggle.isPending) void onClick();
      }}
      data-testid="collect"
    >
      <span className="ant-btn-icon">
        <span aria-hidden className={collected ? 'lab-star lab-star-on' : 'lab-star'}>
          {collected ? '★' : '☆'}
        </span>
      </span>
    </button>
  );
}
