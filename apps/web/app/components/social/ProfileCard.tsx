import { useQuery } from '@tanstack/react-query';
import { Avatar, Popover, Skeleton, Space, Typography } from 'antd';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '~/lib/current-user';
import { profileCard } from './api';
import { FollowButton } from './FollowButton';

interface Author {
  id: string;
  nickname: string;
  avatarUrl?: string | null;
}

const COUNTS = ['fans', 'follows', 'posts', 'videos', 'qa'] as const;

/** A user's public profile page (routes/user/profile.tsx). */
export const profilePath = (userId: string) => `/user/${encodeURIComponent(userId)}`;

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
 * An author's name: a link to their profile page that also opens their profile card (counts,
 * follow button) on hover or keyboard focus; Escape closes it. The card is rendered next to the
 * name, so Tab reaches its follow button.
 */
export function ProfileCardTrigger({
  author,
  strong = false,
  testId,
}: {
  author: Author;
  strong?: boolean;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const nameLink = useRef<HTMLAnchorElement>(null);
  // Escape gives focus back to the name without reopening the card
  const quietFocus = useRef(false);
  const titleId = useId();
  const popupId = useId();

  const onBlur = (e: FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (!next || !wrapper.current?.contains(next)) setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      if (nameLink.current && document.activeElement !== nameLink.current) {
        quietFocus.current = true;
        nameLink.current.focus();
      }
    }
  };

  return (
    <span ref={wrapper} className="profile-card-anchor" onBlur={onBlur} onKeyDown={onKeyDown}>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger={['hover']}
        mouseEnterDelay={0.2}
        destroyOnHidden
        getPopupContainer={() => wrapper.current ?? document.body}
        content={
          <div role="dialog" id={popupId} aria-labelledby={titleId}>
            <CardBody author={author} titleId={titleId} />
          </div>
        }
      >
        <Link
          ref={nameLink}
          to={profilePath(author.id)}
          className="profile-card-name"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          data-testid={testId}
          onFocus={() => {
            if (quietFocus.current) quietFocus.current = false;
            else setOpen(true);
          }}
        >
          {strong ? <strong>{author.nickname}</strong> : author.nickname}
        </Link>
      </Popover>
    </span>
  );
}
