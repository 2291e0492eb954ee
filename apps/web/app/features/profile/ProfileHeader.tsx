import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfileCard } from '@occ/shared';
import { ButtonLink, Tag } from '~/components/plain/plain';
import { FollowButton } from '~/components/social/FollowButton';
import { profileKey } from './api';

const COUNTS = ['fans', 'follows', 'posts', 'videos', 'qa'] as const;

/** antd's 72-pixel round Avatar: the picture, or the first letter. */
function BigAvatar({ src, letter }: { src: string | null; letter: string }) {
  const box = { width: 72, height: 72, lineHeight: '72px', fontSize: 28, flex: 'none' } as const;
  return src ? (
    <span style={box} className="ant-avatar ant-avatar-circle ant-avatar-image occ ant-avatar-css-var">
      <img src={src} alt="" />
    </span>
  ) : (
    <span style={box} className="ant-avatar ant-avatar-circle occ ant-avatar-css-var">
      <span className="ant-avatar-string">{letter}</span>
    </span>
  );
}

/**
 * The head of a public profile: avatar, nickname, personal profile, the five counts of spec §3
 * and the follow button (a visitor gets the login prompt; one's own page offers editing instead).
 * antd's Card, Avatar, Tag and Typography look on plain elements (issue 14: no antd JavaScript).
 */
export function ProfileHeader({ card, selfId }: { card: ProfileCard; selfId: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const self = selfId === card.id;
  return (
    <div className="ant-card ant-card-bordered occ" data-testid="profile-header">
      <div className="ant-card-body">
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <BigAvatar src={card.avatarUrl} letter={card.nickname.slice(0, 1).toUpperCase()} />
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <h1 className="ant-typography occ" style={{ margin: 0, fontSize: 24 }}>
                {card.nickname}
              </h1>
              {card.vendor ? <Tag color="gold">{t('profile.vendor')}</Tag> : null}
            </div>
            <span className="ant-typography ant-typography-secondary occ">@{card.username}</span>
            <div
              className={`ant-typography${card.profile ? '' : ' ant-typography-secondary'} occ`}
              style={{ marginBlock: 8 }}
            >
              {card.profile || t('profile.noProfile')}
            </div>
          </div>
          <div>
            {self ? (
              <ButtonLink to="/people/my/basic">{t('profile.editMine')}</ButtonLink>
            ) : (
              <FollowButton
                key={card.followState}
                userId={card.id}
                selfId={selfId}
                initial={card.followState}
                onChange={() => void client.invalidateQueries({ queryKey: profileKey(card.id) })}
              />
            )}
          </div>
        </div>
        <dl
          className="profile-counts"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 24, margin: '16px 0 0' }}
        >
          {COUNTS.map((key) => (
            <div key={key} data-testid={`profile-count-${key}`}>
              <dt style={{ fontSize: 13, color: 'rgba(0, 0, 0, 0.65)' }}>{t(`profile.counts.${key}`)}</dt>
              <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{card.counts[key]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
