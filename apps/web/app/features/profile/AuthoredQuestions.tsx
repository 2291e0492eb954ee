import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Page, QuestionListItem } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { ButtonLink, Empty, Skeleton, Tag } from '~/components/plain/plain';
import { useAuthoredQuestions } from './api';
import { ErrorResult, Excerpt, ListItem, ListPager, PlainList, Space } from './ListParts';
import { contentPath, editPath } from './paths';

// the owner's delete (antd's Popconfirm) only in the owner's own view
const DeleteOwn = lazy(() => import('./OwnerActions'));

/** The owner's edit link and delete button of one of their questions or topics. */
function OwnerActions({ q, onDeleted }: { q: QuestionListItem; onDeleted: () => void }) {
  const { t } = useTranslation();
  return (
    <Space gap={[8, 8]}>
      <ButtonLink
        look={{ size: 'small' }}
        to={editPath(q)}
        aria-label={t('profile.actions.editWho', { title: q.title })}
      >
        {t('profile.actions.edit')}
      </ButtonLink>
      <Suspense fallback={null}>
        <DeleteOwn q={q} onDeleted={onDeleted} />
      </Suspense>
    </Space>
  );
}

/**
 * A user's questions or topics, newest first, one page at a time. `owner` adds edit and delete
 * (the server allows them to the author); items held for review, which the server lists to their
 * author only, are tagged as such.
 */
export function AuthoredQuestions({
  userId,
  tab,
  page,
  onPage,
  hrefOf,
  owner = false,
  initial,
}: {
  userId: string;
  tab: 'questions' | 'topics';
  page: number;
  onPage: (page: number) => void;
  /** the address of a page of this list */
  hrefOf: (page: number) => string;
  owner?: boolean;
  initial?: Page<QuestionListItem>;
}) {
  const { t } = useTranslation();
  const q = useAuthoredQuestions(userId, tab, page, initial);

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
    return (
      <div>
        <Empty description={t(`profile.empty.${owner ? 'mine' : 'theirs'}.${tab}`)} />
        {owner ? (
          <div className="ant-empty-footer" style={{ textAlign: 'center' }}>
            <ButtonLink
              look={{ type: 'primary' }}
              to={tab === 'topics' ? '/community/topic_exchange?start=1' : '/community/qa/add'}
            >
              {t(`profile.empty.start.${tab}`)}
            </ButtonLink>
          </div>
        ) : null}
      </div>
    );
  return (
    <PlainList
      label={t(`profile.tabs.${tab}`)}
      pager={<ListPager data={q.data} page={page} onPage={onPage} hrefOf={hrefOf} />}
    >
      {q.data.items.map((item) => (
        <ListItem
          key={item.id}
          testId="authored-question"
          actions={
            owner ? (
              <OwnerActions
                q={item}
                // the last item of a later page gone: show the page before rather than an empty one
                onDeleted={() => {
                  if (q.data.items.length === 1 && page > 1) onPage(page - 1);
                }}
              />
            ) : null
          }
          title={
            <Space gap={[8, 4]}>
              <Link to={contentPath(item)}>{item.title}</Link>
              {item.status === 'held' ? <Tag color="orange">{t('profile.status.held')}</Tag> : null}
              {item.essence ? <Tag color="gold">{t('profile.status.essence')}</Tag> : null}
              {item.kind === 'question' && item.adopted ? (
                <Tag color="green">{t('profile.status.solved')}</Tag>
              ) : null}
            </Space>
          }
          description={
            <>
              {item.excerpt ? <Excerpt>{item.excerpt}</Excerpt> : null}
              <Space gap={[12, 4]}>
                <span>{item.plate.name}</span>
                <span>{t('profile.meta.answers', { count: item.answersCount })}</span>
                <span>{t('profile.meta.views', { count: item.views })}</span>
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
