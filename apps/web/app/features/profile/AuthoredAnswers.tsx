import { Button, Empty, List, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthoredAnswer, Page } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { useAuthoredAnswers } from './api';
import { contentPath } from './paths';
import { listPager } from '~/lib/pager';

/** A user's answers, newest first: the question each answers, an excerpt, adoption and likes. */
export function AuthoredAnswers({
  userId,
  page,
  onPage,
  owner = false,
  initial,
}: {
  userId: string;
  page: number;
  onPage: (page: number) => void;
  owner?: boolean;
  initial?: Page<AuthoredAnswer>;
}) {
  const { t } = useTranslation();
  const q = useAuthoredAnswers(userId, page, initial);

  if (q.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (q.isError)
    return (
      <Result
        status="error"
        title={t('profile.loadFailed')}
        extra={<Button onClick={() => void q.refetch()}>{t('profile.retry')}</Button>}
      />
    );
  if (q.data.items.length === 0)
    return <Empty description={t(`profile.empty.${owner ? 'mine' : 'theirs'}.answers`)} />;
  return (
    <List
      aria-label={t('profile.tabs.answers')}
      dataSource={q.data.items}
      pagination={listPager(q.data, page, onPage)}
      renderItem={(item) => (
        <List.Item key={item.id} data-testid="authored-answer">
          <List.Item.Meta
            title={
              <Space wrap size={[8, 4]}>
                <Link to={`${contentPath(item.question)}#answer-${item.id}`}>
                  {t('profile.answerTo', { title: item.question.title })}
                </Link>
                {item.status === 'held' ? <Tag color="orange">{t('profile.status.held')}</Tag> : null}
                {item.adopted ? <Tag color="green">{t('profile.status.adopted')}</Tag> : null}
              </Space>
            }
            description={
              <>
                {item.excerpt ? (
                  <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBlockEnd: 4 }}>
                    {item.excerpt}
                  </Typography.Paragraph>
                ) : null}
                <Space wrap size={[12, 4]}>
                  <span>{t('profile.meta.likes', { count: item.likes })}</span>
                  <LocalTime iso={item.createdAt} />
                </Space>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
