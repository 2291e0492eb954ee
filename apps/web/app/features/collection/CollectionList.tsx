import { Button, Empty, List, Popconfirm, Result, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CollectionItem } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { RequestError } from '~/lib/request';
import { COLLECTION_TABS, useCollections, useRemoveCollection, type CollectionTab } from './api';
import { listPager } from '~/lib/pager';
import { useFeedback } from '~/lib/feedback';

const KNOWN_TYPES = ['product', 'post', 'video', 'question', 'topic', 'answer', 'comment'];

function RemoveAction({ item, onRemoved }: { item: CollectionItem; onRemoved: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const remove = useRemoveCollection();
  const name = item.missing ? t('people.collection.deleted') : item.title;
  return (
    <Popconfirm
      title={t('people.collection.removeConfirm')}
      okText={t('people.collection.remove')}
      cancelText={t('people.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        remove.mutateAsync({ targetType: item.targetType, targetId: item.targetId }).then(
          () => {
            void message.success(t('people.collection.removed'));
            onRemoved();
          },
          (e: unknown) =>
            void message.error(
              e instanceof RequestError && e.kind === 'business' && e.message
                ? e.message
                : t('people.collection.removeFailed'),
            ),
        )
      }
    >
      <Button
        danger
        size="small"
        loading={remove.isPending}
        aria-label={t('people.collection.removeWho', { name })}
        data-testid="collection-remove"
      >
        {t('people.collection.remove')}
      </Button>
    </Popconfirm>
  );
}

function CollectionRows({ tab }: { tab: CollectionTab }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const targetType = COLLECTION_TABS.find(([key]) => key === tab)?.[1];
  const q = useCollections(targetType, page);

  if (q.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (q.isError)
    return (
      <Result
        status="error"
        title={t('people.loadFailed')}
        extra={<Button onClick={() => void q.refetch()}>{t('people.retry')}</Button>}
      />
    );
  if (q.data.items.length === 0) return <Empty description={t('people.collection.empty')} />;
  const lastOnPage = q.data.items.length === 1;
  return (
    <List
      aria-label={t(`people.collection.tabs.${tab}`)}
      dataSource={q.data.items}
      pagination={listPager(q.data, page, setPage)}
      renderItem={(item) => (
        // deleted targets cannot be toggled any more (the server answers 404), so they have no Remove
        <List.Item
          key={`${item.targetType}:${item.targetId}`}
          data-testid="collection-row"
          actions={
            item.missing
              ? []
              : [
                  <RemoveAction
                    key="remove"
                    item={item}
                    onRemoved={() => {
                      if (lastOnPage && page > 1) setPage(page - 1);
                    }}
                  />,
                ]
          }
        >
          <List.Item.Meta
            title={
              <>
                {KNOWN_TYPES.includes(item.targetType) ? (
                  <Tag>{t(`people.collection.types.${item.targetType}`)}</Tag>
                ) : null}
                {item.missing || !item.link ? (
                  <Typography.Text type="secondary">{t('people.collection.deleted')}</Typography.Text>
                ) : (
                  <Link to={item.link}>{item.title}</Link>
                )}
              </>
            }
            description={
              <>
                {t('people.collection.collectedAt')} <LocalTime iso={item.collectedAt} withTime />
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** /people/my/collection: my collected content by kind, newest first, each removable. */
export function CollectionList() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<CollectionTab>('all');
  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => setTab(k as CollectionTab)}
      items={COLLECTION_TABS.map(([key]) => ({
        key,
        label: t(`people.collection.tabs.${key}`),
        children: key === tab ? <CollectionRows key={key} tab={key} /> : null,
      }))}
    />
  );
}
