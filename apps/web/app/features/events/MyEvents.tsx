import { Alert, Empty, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyEventItem } from '@occ/shared';
import { errorText } from '~/lib/form-errors';
import { useMergedSearchParams } from '~/lib/search-params';
import { useMyEvents } from './api';
import { CancelSignUp } from './CancelSignUp';
import { EventCard } from './EventCard';
import { signupStateText } from './format';

function Mine({ item }: { item: MyEventItem }) {
  const { t } = useTranslation();
  const { event, signup } = item;
  return (
    <EventCard
      e={event}
      extra={
        <div className="ev-mine">
          <strong data-state={signup.state}>{signupStateText(t, signup)}</strong>
          {event.phase !== 'ended' && signup.state !== 'rejected' ? (
            <CancelSignUp event={event} size="small" />
          ) : null}
        </div>
      }
    />
  );
}

/** /people/my/activity: my sign-ups (confirmed, awaiting approval, waiting, not approved), with cancel. */
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
