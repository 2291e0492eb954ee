import { Alert, Empty, List, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocalTime } from '~/components/LocalTime';
import { ToneTag } from '~/components/plain/ToneTag';
import { errorText } from '~/lib/form-errors';
import { useMySubmissions } from './competition-api';

/** My teams' competition work: where it was handed in, and whether it can still change. */
export function MySubmissions() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useMySubmissions(page);
  const data = list.data;
  if (!data) return list.isError ? <Alert type="error" title={errorText(list.error)} /> : <Skeleton active />;
  if (data.items.length === 0) return <Empty description={t('events.submissions.empty')} />;
  return (
    <>
      <List
        aria-busy={list.isFetching}
        data-testid="my-submissions"
        dataSource={data.items}
        renderItem={(s) => (
          <List.Item
            key={s.id}
            extra={
              <ToneTag tone={s.open ? 'success' : 'neutral'}>
                {t(s.open ? 'events.submissions.open' : 'events.submissions.locked')}
              </ToneTag>
            }
          >
            <List.Item.Meta
              title={<Link to={`/competition/${s.competition.slug}`}>{s.title}</Link>}
              description={
                <>
                  {s.competition.title} · {s.phase} · {t('events.submissions.team', { name: s.teamName })} ·{' '}
                  {t('events.submissions.deadline')} <LocalTime iso={s.deadline} withTime />
                </>
              }
            />
          </List.Item>
        )}
      />
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
