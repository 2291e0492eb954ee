import { Button, Empty, List, Popconfirm, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Page, QuestionListItem } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { LocalTime } from '~/components/LocalTime';
import { RequestError } from '~/lib/request';
import { useAuthoredQuestions, useDeleteOwnQuestion } from './api';
import { contentPath, editPath } from './paths';
import { listPager } from '~/lib/pager';
import { useFeedback } from '~/lib/feedback';

function OwnerActions({ q, onDeleted }: { q: QuestionListItem; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const remove = useDeleteOwnQuestion();
  const kind = q.kind === 'topic' ? 'topic' : 'question';
  return (
    <Space>
      <LinkButton size="small" to={editPath(q)} aria-label={t('profile.actions.editWho', { title: q.title })}>
        {t('profile.actions.edit')}
      </LinkButton>
      <Popconfirm
        title={t(`profile.actions.deleteConfirm.${kind}`)}
        description={t('profile.actions.irreversible')}
        okText={t('profile.actions.delete')}
        cancelText={t('profile.actions.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          remove.mutateAsync(q.id).then(
            () => {
              void message.success(t('profile.actions.deleted'));
              onDeleted();
            },
            (e: unknown) =>
              void message.error(
                e instanceof RequestError && e.kind === 'business' && e.message
                  ? e.message
                  : t('profile.actions.deleteFailed'),
              ),
          )
        }
      >
        <Button
          danger
          size="small"
          loading={remove.isPending}
          aria-label={t('profile.actions.deleteWho', { title: q.title })}
          data-testid="authored-delete"
        >
          {t('profile.actions.delete')}
        </Button>
      </Popconfirm>
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
  owner = false,
  initial,
}: {
  userId: string;
  tab: 'questions' | 'topics';
  page: number;
  onPage: (page: number) => void;
  owner?: boolean;
  initial?: Page<QuestionListItem>;
}) {
  const { t } = useTranslation();
  const q = useAuthoredQuestions(userId, tab, page, initial);

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
    return (
      <Empty description={t(`profile.empty.${owner ? 'mine' : 'theirs'}.${tab}`)}>
        {owner ? (
          <LinkButton
            type="primary"
            to={tab === 'topics' ? '/community/topic_exchange?start=1' : '/community/qa/add'}
          >
            {t(`profile.empty.start.${tab}`)}
          </LinkButton>
        ) : null}
      </Empty>
    );
  return (
    <List
      aria-label={t(`profile.tabs.${tab}`)}
      dataSource={q.data.items}
      pagination={listPager(q.data, page, onPage)}
      renderItem={(item) => (
        <List.Item
          key={item.id}
          data-testid="authored-question"
          actions={
            owner
              ? [
                  <OwnerActions
                    key="owner"
                    q={item}
                    // the last item of a later page gone: show the page before rather than an empty one
                    onDeleted={() => {
                      if (q.data.items.length === 1 && page > 1) onPage(page - 1);
                    }}
                  />,
                ]
              : []
          }
        >
          <List.Item.Meta
            title={
              <Space wrap size={[8, 4]}>
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
                {item.excerpt ? (
                  <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBlockEnd: 4 }}>
                    {item.excerpt}
                  </Typography.Paragraph>
                ) : null}
                <Space wrap size={[12, 4]}>
                  <span>{item.plate.name}</span>
                  <span>{t('profile.meta.answers', { count: item.answersCount })}</span>
                  <span>{t('profile.meta.views', { count: item.views })}</span>
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
