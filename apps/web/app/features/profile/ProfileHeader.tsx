import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProfileCard } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { FollowButton } from '~/components/social/FollowButton';
import { profileKey } from './api';

const COUNTS = ['fans', 'follows', 'posts', 'videos', 'qa'] as const;

/**
 * The head of a public profile: avatar, nickname, personal profile, the five counts of spec §3
 * and the follow button (a visitor gets the login prompt; one's own page offers editing instead).
 */
export function ProfileHeader({ card, selfId }: { card: ProfileCard; selfId: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const self = selfId === card.id;
  return (
    <Card data-testid="profile-header">
      <Flex gap={16} align="flex-start" wrap>
        <Avatar size={72} src={card.avatarUrl ?? undefined} alt="">
          {card.nickname.slice(0, 1).toUpperCase()}
        </Avatar>
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
              {card.nickname}
            </Typography.Title>
            {card.vendor ? <Tag color="gold">{t('profile.vendor')}</Tag> : null}
          </Flex>
          <Typography.Text type="secondary">@{card.username}</Typography.Text>
          <Typography.Paragraph style={{ marginBlock: 8 }} type={card.profile ? undefined : 'secondary'}>
            {card.profile || t('profile.noProfile')}
          </Typography.Paragraph>
        </div>
        <div>
          {self ? (
            <LinkButton to="/people/my/basic">{t('profile.editMine')}</LinkButton>
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
      </Flex>
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
    </Card>
  );
}
