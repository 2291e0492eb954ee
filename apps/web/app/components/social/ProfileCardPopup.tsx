import { useQuery } from '@tanstack/react-query';
import { Avatar, Popover, Skeleton, Space, Typography } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '~/lib/current-user';
import { profileCard } from './api';
import { FollowButton } from './FollowButton';
import { profilePath, type Author } from './profile-path';

const COUNTS = ['fans', 'follows', 'posts', 'videos', 'qa'] as const;

function CardBody({ author, titleId }: { author: Author; titleId: string }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const selfId = user?.id ?? null;
  // loaded only once the card is opened (this component is mounted by the open popover)
  const q = useQuery({
    queryKey: ['users', author.id, 'card'],
    queryFn: () => profileCard(author.id),
    staleTime: 30_000,
  });
  const card = q.data;
  return (
    <div className="profile-card" data-testid="profile-card" style={{ maxWidth: 320 }}>
      <Space align="center" style={{ marginBlockEnd: 8 }}>
        <Avatar src={(card?.avatarUrl ?? author.avatarUrl) || undefined} alt="">
          {author.nickname.slice(0, 1).toUpperCase()}
        </Avatar>
        <Link to={profilePath(author.id)} id={titleId} style={{ fontWeight: 600 }}>
          {card?.nickname ?? author.nickname}
        </Link>
        {card && selfId !== author.id ? (
          <FollowButton userId={author.id} selfId={selfId} initial={card.followState} />
        ) : null}
      </Space>
      {q.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : q.isError ? (
        <Typography.Text type="danger">{t('community.profileCard.loadFailed')}</Typography.Text>
      ) : (
        <>
          {card?.profile ? (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
              {card.profile}
            </Typography.Paragraph>
          ) : null}
          <dl className="profile-card-counts" style={{ display: 'flex', gap: 16, margin: 0 }}>
            {COUNTS.map((key) => (
              <div key={key} data-testid={`profile-card-${key}`} style={{ textAlign: 'center' }}>
                <dt style={{ fontSize: 12 }}>{t(`community.profileCard.${key}`)}</dt>
                <dd style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{card?.counts[key] ?? 0}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}

/**
 * The profile card's popup (loaded on the first hover or focus of an author's name, issue 14):
 * antd's Popover placed over the name's box, inside the name's wrapper so Tab reaches its
 * follow button and leaving the name for the card keeps it open.
 */
export default function ProfileCardPopup({
  author,
  open,
  wrapper,
  titleId,
  popupId,
}: {
  author: Author;
  open: boolean;
  wrapper: RefObject<HTMLSpanElement | null>;
  titleId: string;
  popupId: string;
}) {
  return (
    <Popover
      open={open}
      trigger={[]}
      destroyOnHidden
      getPopupContainer={() => wrapper.current ?? document.body}
      content={
        <div role="dialog" id={popupId} aria-labelledby={titleId}>
          <CardBody author={author} titleId={titleId} />
        </div>
      }
    >
      <span
        className="profile-card-target"
        aria-hidden
        style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
      />
    </Popover>
  );
}
