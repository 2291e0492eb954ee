import { Alert, App, Button, Empty, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyEventItem } from '@occ/shared';
import { errorText } from '~/lib/form-errors';
import { useMergedSearchParams } from '~/lib/search-params';
import { useCancelSignUp, useMyEvents } from './api';
import { EventCard } from './EventCard';

function Mine({ item }: { item: MyEventItem }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const cancel = useCancelSignUp();
  const { event, signup } = item;
  const confirmCancel = () =>
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
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });
  return (
    <EventCard
      e={event}
      extra={
        <div className="ev-mine">
          <strong>
            {signup.state === 'confirmed'
              ? t('events.mine.confirmed')
              : t('events.mine.waiting', { position: signup.waitingPosition ?? 0 })}
          </strong>
          {event.phase !== 'ended' ? (
            <Button size="small" danger onClick={confirmCancel} loading={cancel.isPending}>
              {t('events.cancel.button')}
            </Button>
          ) : null}
        </div>
      }
    />
  );
}

/** /people/my/activity: my sign-ups (confirmed and waiting), with cancel. */
export function MyEvents() {
  const { t } = useTranslation();
  const [params, setParams] = useMergedSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useMyEvents(page);
  const data = list.data;
  if (!data) return list.isError ? <Alert type="error" title={errorText(list.error)} /> : <Skeleton active />;
  if (data.items.length === 0) return <Empty description={t('events.mine.empty')} />;
  return (
    <>
      <div className="ev-grid" aria-busy={list.isFetching}>
        {data.items.map((i) => (
          <Mine key={i.event.id} item={i} />
        ))}
      </div>
      {data.total > data.pageSize ? (
        <Pagination
          current={data.page}
          pageSize={data.pageSize}
          total={data.total}
          showSizeChanger={false}
          onChange={(p) =>
            setParams((prev) => {
              if (p > 1) prev.set('page', String(p));
              else prev.delete('page');
              return prev;
            })
          }
        />
      ) : null}
    </>
  );
}
