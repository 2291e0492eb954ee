import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { VideoDetail } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { Avatar, Tag } from '~/components/plain/plain';
import { CommentThread } from '~/components/social/CommentThread';
import { FollowButton } from '~/components/social/FollowButton';
import { ProfileCardTrigger } from '~/components/social/ProfileCard';
import { SocialActions } from '~/components/social/SocialActions';
import { VIDEO_KEY } from './api';
import { ProcessingStatus } from './ProcessingStatus';
import { StateTag } from './StateTag';
import { VideoActions } from './VideoActions';

/**
 * A video's page: the player (the browser's own <video>, streaming the MP4 with range requests:
 * no player library in any bundle), author, tags, introduction, likes, collections, sharing,
 * reports and comments; the author's actions when it is theirs.
 */
export function VideoView({ v, selfId }: { v: VideoDetail; selfId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = selfId !== null;
  const published = v.state === 'published';
  const own = selfId === v.author.id;

  return (
    <article className="vd-detail" aria-labelledby="vd-title">
      <h1 id="vd-title">
        {v.name}
        {v.official ? (
          <Tag color="blue" className="vd-title-tag">
            {t('videos.official')}
          </Tag>
        ) : null}
        {!published ? <StateTag state={v.state} /> : null}
      </h1>
      <div className="vd-player">
        {v.playUrl ? (
          <video
            controls
            preload="metadata"
            playsInline
            poster={v.coverUrl ?? undefined}
            src={v.playUrl}
            width={v.width ?? undefined}
            height={v.height ?? undefined}
            aria-label={v.name}
            data-testid="video-player"
          >
            <a href={v.playUrl}>{t('videos.detail.download')}</a>
          </video>
        ) : (
          <ProcessingStatus
            processing={v.processing}
            progress={v.processingProgress}
            error={v.processingError}
          />
        )}
      </div>
      <div className="vd-meta">
        <Avatar src={v.author.avatarUrl}>{v.author.nickname.slice(0, 1)}</Avatar>
        <ProfileCardTrigger author={v.author} strong testId="video-author" />
        <FollowButton userId={v.author.id} selfId={selfId} />
        {v.releasedAt ? (
          <span>
            {t('videos.detail.released')} <LocalTime iso={v.releasedAt} withTime />
          </span>
        ) : null}
        {v.activityAt ? (
          <span>
            {t('videos.detail.activity')} <LocalTime iso={v.activityAt} withTime />
          </span>
        ) : null}
      </div>
      <div className="vd-tags">
        {v.tags.map((tag) => (
          <Link key={tag} to={`/community/video?tag=${encodeURIComponent(tag)}`} className="vd-tag">
            #{tag}
          </Link>
        ))}
      </div>
      {v.introduction ? <p className="vd-introduction">{v.introduction}</p> : null}
      {own && v.failureCause ? (
        <p className="vd-cause">{t('videos.mine.failureCause', { cause: v.failureCause })}</p>
      ) : null}
      {own && v.removalReason ? (
        <p className="vd-cause">{t('videos.mine.removalReason', { reason: v.removalReason })}</p>
      ) : null}
      <div className="vd-row">
        {published ? (
          <SocialActions
            targetType="video"
            targetId={v.id}
            liked={v.viewer.liked}
            likes={v.likes}
            collected={v.viewer.collected}
            collections={v.collections}
            canReport={v.viewer.canReport}
            loggedIn={loggedIn}
          />
        ) : null}
        <VideoActions
          id={v.id}
          name={v.name}
          can={v.can}
          onDeleted={() => void navigate(own ? '/people/my/video' : '/community/video')}
        />
      </div>
      {published ? (
        <section aria-label={t('videos.detail.comments', { count: v.commentsCount })}>
          <h2 className="vd-section-title">{t('videos.detail.comments', { count: v.commentsCount })}</h2>
          <CommentThread
            targetType="video"
            targetId={v.id}
            comments={v.comments}
            loggedIn={loggedIn}
            refreshKey={[...VIDEO_KEY, v.id]}
          />
        </section>
      ) : null}
    </article>
  );
}
