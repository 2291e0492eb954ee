import { Alert, Button, Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyLiveItem } from '@occ/shared';
import { errorText } from '~/lib/form-errors';
import { useLiveReservation, useMyLive } from './api';
import { EventCard } from './EventCard';
import { useFeedback } from '~/lib/feedback';

function Reserved({ item }: { item: MyLiveItem }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const cancel = useLiveReservation(item.event.slug);
  const confirm = () =>
    modal.confirm({
      title: t('events.live.cancelTitle'),
      content: t('events.live.cancelBody', { title: item.event.title }),
      okText: t('events.live.cancel'),
      cancelText: t('events.cancel.keep'),
      onOk: async () => {
        try {
          await cancel.mutateAsync(false);
          void message.success(t('events.live.cancelledDone'));
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });
  return (
    <EventCard
      e={item.event}
      extra={
        <div className="ev-mine">
          <strong>{t('events.live.reserved')}</strong>
          {item.event.phase !== 'ended' ? (
            <Button size="small" onClick={confirm} loading={cancel.isPending} data-testid="my-live-cancel">
              {t('events.live.cancel')}
            </Button>
          ) : null}
        </div>
      }
    />
  );
}

/** My live reservations ("remind me"), with cancel (the personal centre). */
export function MyLive() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useMyLive(page);
  const data = list.data;
  if (!data) return list.isError ? <Alert type="error" title={errorText(list.error)} /> : <Skeleton active />;
  if (data.items.length === 0) return <Empty description={t('events.live.mineEmpty')} />;
  return (
    <>
      <div className="ev-grid" aria-busy={list.isFetching} data-testid="my-live">
        {data.items.map((i) => (
          <Reserved key={i.event.id} item={i} />
        ))}
      </div>
      {data.total > data.pageSize ? (
        <Pagination
          current={data.page}
          pageSize={data.pageSize}
          total={data.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
