import { Avatar, Button, List, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listPager } from '~/lib/pager';
import { useFollowedVendors, useUnfollowVendor } from './api';
import { useFeedback } from '~/lib/feedback';

/**
 * The vendor organisations I follow (vendors.followed), above the vendor accounts in the vendors
 * tab; nothing at all while there are none (the tab's own empty state then speaks).
 */
export function FollowedVendors() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [page, setPage] = useState(1);
  const q = useFollowedVendors(page);
  const unfollow = useUnfollowVendor();
  if (!q.data || q.data.total === 0) return null;
  return (
    <section aria-labelledby="followed-vendors" style={{ marginBlockEnd: 24 }}>
      <h2 id="followed-vendors">{t('people.follows.tabs.organisations')}</h2>
      <List
        dataSource={q.data.items}
        pagination={listPager(q.data, page, setPage)}
        renderItem={(v) => (
          <List.Item
            key={v.slug}
            data-testid="followed-vendor"
            actions={[
              <Popconfirm
                key="unfollow"
                title={t('people.follows.unfollowConfirm', { name: v.name })}
                okText={t('people.follows.unfollow')}
                cancelText={t('people.cancel')}
                onConfirm={() =>
                  unfollow.mutateAsync(v.slug).then(
                    () => void message.success(t('people.follows.unfollowed')),
                    () => void message.error(t('people.follows.unfollowFailed')),
                  )
                }
              >
                <Button
                  disabled={unfollow.isPending}
                  aria-label={t('people.follows.unfollowWho', { name: v.name })}
                >
                  {t('people.follows.unfollow')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              avatar={
                <Avatar src={v.logoUrl ?? undefined} alt="" shape="square">
                  {v.name.slice(0, 1)}
                </Avatar>
              }
              title={<Link to={`/vendor/${encodeURIComponent(v.slug)}`}>{v.name}</Link>}
              description={v.summary}
            />
          </List.Item>
        )}
      />
    </section>
  );
}
