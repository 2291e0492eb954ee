import { Avatar, Button, Empty, List, Popconfirm, Result, Skeleton, Space, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocalTime } from '~/components/LocalTime';
import { profilePath } from '~/components/social/ProfileCard';
import { useCurrentUser } from '~/lib/current-user';
import { RequestError } from '~/lib/request';
import {
  personOf,
  useFollow,
  useFollowList,
  useProfileCard,
  useRemoveFan,
  useUnfollow,
  type FollowKind,
  type FollowList,
  type Person,
} from './api';
import { listPager } from '~/lib/pager';
import { useFeedback } from '~/lib/feedback';

/** What a failed follow action shows: the server's own words when it sent some (e.g. following yourself). */
function failure(e: unknown, fallback: string) {
  return e instanceof RequestError && e.kind === 'business' && e.message ? e.message : fallback;
}

function Actions({
  person,
  list,
  onGone,
}: {
  person: Person;
  list: FollowList;
  /** the row left the list (unfollowed from my follows, or a fan removed) */
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const follow = useFollow();
  const unfollow = useUnfollow();
  const removeFan = useRemoveFan();
  const following = person.state === 'followed' || person.state === 'mutual';
  const busy = follow.isPending || unfollow.isPending || removeFan.isPending;
  const name = person.nickname;

  if (person.state === 'self') return null;
  return (
    <Space wrap>
      {person.vendor ? <Tag color="gold">{t('people.follows.vendor')}</Tag> : null}
      {person.state === 'mutual' ? <Tag color="blue">{t('people.follows.states.mutual')}</Tag> : null}
      {person.state === 'followed' ? <Tag>{t('people.follows.states.followed')}</Tag> : null}
      {following ? (
        <Button
          disabled={busy}
          loading={unfollow.isPending}
          aria-label={t('people.follows.unfollowWho', { name })}
          onClick={() =>
            unfollow.mutate(person.id, {
              onSuccess: () => {
                void message.success(t('people.follows.unfollowed'));
                if (list === 'follows') onGone();
              },
              onError: (e) => void message.error(failure(e, t('people.follows.unfollowFailed'))),
            })
          }
        >
          {t('people.follows.unfollow')}
        </Button>
      ) : (
        <Button
          type="primary"
          disabled={busy}
          loading={follow.isPending}
          aria-label={t(list === 'fans' ? 'people.follows.followBackWho' : 'people.follows.followWho', {
            name,
          })}
          onClick={() =>
            follow.mutate(person.id, {
              onSuccess: (r) =>
                void message.success(
                  t(r?.state === 'mutual' ? 'people.follows.nowMutual' : 'people.follows.followed'),
                ),
              onError: (e) => void message.error(failure(e, t('people.follows.followFailed'))),
            })
          }
        >
          {t(list === 'fans' ? 'people.follows.followBack' : 'people.follows.follow')}
        </Button>
      )}
      {list === 'fans' ? (
        <Popconfirm
          title={t('people.follows.removeConfirm', { name })}
          okText={t('people.follows.remove')}
          cancelText={t('people.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            removeFan.mutateAsync(person.id).then(
              () => {
                void message.success(t('people.follows.removed'));
                onGone();
              },
              (e: unknown) => void message.error(failure(e, t('people.follows.removeFailed'))),
            )
          }
        >
          <Button danger disabled={busy} aria-label={t('people.follows.removeWho', { name })}>
            {t('people.follows.remove')}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}

/**
 * /people/my/fans and /people/my/follow: counts, then the people with their follow buttons;
 * `kind` narrows the list to people or vendors, `empty` names the empty state's text.
 */
export function FollowPeople({
  list,
  kind = 'all',
  empty = `people.follows.${list}.empty`,
  label = `people.follows.${list}.title`,
}: {
  list: FollowList;
  kind?: FollowKind;
  empty?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const me = user?.id ?? '';
  const [page, setPage] = useState(1);
  const q = useFollowList(me, list, page, kind);
  const card = useProfileCard(me);

  return (
    <>
      <Space size="large" style={{ marginBlockEnd: 16 }}>
        <Statistic title={t('people.follows.counts.fans')} value={card.data?.counts.fans ?? '–'} />
        <Statistic title={t('people.follows.counts.follows')} value={card.data?.counts.follows ?? '–'} />
      </Space>
      {q.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      ) : q.isError ? (
        <Result
          status="error"
          title={t('people.loadFailed')}
          extra={<Button onClick={() => void q.refetch()}>{t('people.retry')}</Button>}
        />
      ) : q.data.items.length === 0 ? (
        <Empty description={t(empty)} />
      ) : (
        <List
          aria-label={t(label)}
          dataSource={q.data.items.map(personOf)}
          pagination={listPager(q.data, page, setPage)}
          renderItem={(p) => (
            <List.Item
              key={p.id}
              actions={[
                <Actions
                  key="a"
                  person={p}
                  list={list}
                  // the last row of a later page gone: show the page before rather than an empty one
                  onGone={() => {
                    if (q.data.items.length === 1 && page > 1) setPage(page - 1);
                  }}
                />,
              ]}
              data-testid="follow-row"
            >
              <List.Item.Meta
                avatar={
                  // the name beside it is the link; the avatar repeats it for the pointer only
                  <Link to={profilePath(p.id)} tabIndex={-1} aria-hidden>
                    <Avatar src={p.avatarUrl ?? undefined} alt="">
                      {p.nickname.slice(0, 1).toUpperCase()}
                    </Avatar>
                  </Link>
                }
                title={
                  <Link to={profilePath(p.id)} data-testid="follow-name">
                    {p.nickname}
                  </Link>
                }
                description={p.since ? <LocalTime iso={p.since} /> : null}
              />
            </List.Item>
          )}
        />
      )}
    </>
  );
}
