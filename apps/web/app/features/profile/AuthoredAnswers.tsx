import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthoredAnswer, Page } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { Empty, Skeleton, Tag } from '~/components/plain/plain';
import { useAuthoredAnswers } from './api';
import { ErrorResult, Excerpt, ListItem, ListPager, PlainList, Space } from './ListParts';
import { contentPath } from './paths';

/** A user's answers, newest first: the question each answers, an excerpt, adoption and likes. */
export function AuthoredAnswers({
  userId,
  page,
  onPage,
  hrefOf,
  owner = false,
  initial,
}: {
  userId: string;
  page: number;
  onPage: (page: number) => void;
  /** the address of a page of this list */
  hrefOf: (page: number) => string;
  owner?: boolean;
  initial?: Page<AuthoredAnswer>;
}) {
  const { t } = useTranslation();
  const q = useAuthoredAnswers(userId, page, initial);

  if (q.isPending) return <Skeleton />;
  if (q.isError)
    return (
      <ErrorResult
        title={t('profile.loadFailed')}
        retry={t('profile.retry')}
        onRetry={() => void q.refetch()}
      />
    );
  if (q.data.items.length === 0)
    return <Empty description={t(`profile.empty.${owner ? 'mine' : 'theirs'}.answers`)} />;
  return (
    <PlainList
      label={t('profile.tabs.answers')}
      pager={<ListPager data={q.data} page={page} onPage={onPage} hrefOf={hrefOf} />}
    >
      {q.data.items.map((item) => (
        <ListItem
          key={item.id}
          testId="authored-answer"
          title={
            <Space gap={[8, 4]}>
              <Link to={`${contentPath(item.question)}#answer-${item.id}`}>
                {t('profile.answerTo', { title: item.question.title })}
              </Link>
              {item.status === 'held' ? <Tag color="orange">{t('profile.status.held')}</Tag> : null}
              {item.adopted ? <Tag color="green">{t('profile.status.adopted')}</Tag> : null}
            </Space>
          }
          description={
            <>
              {item.excerpt ? <Excerpt>{item.excerpt}</Excerpt> : null}
              <Space gap={[12, 4]}>
                <span>{t('profile.meta.likes', { count: item.likes })}</span>
                <LocalTime iso={item.createdAt} />
              </Space>
            </>
          }
        />
      ))}
    </PlainList>
  );
}
