import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VIDEO_COVER_HEIGHT, VIDEO_COVER_WIDTH, type VideoListItem } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { Tag } from '~/components/plain/plain';
import { formatDuration } from './format';

export const videoPath = (id: string) => `/community/video/detail?id=${encodeURIComponent(id)}`;

/** One video in a grid: cover with its running time, name, author, tags; `extra` for the author's view. */
export function VideoCard({
  v,
  link = true,
  onTag,
  extra,
}: {
  v: VideoListItem;
  /** published videos link to their page; my unpublished ones do not have one */
  link?: boolean;
  onTag?: (tag: string) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const duration = formatDuration(v.durationMs);
  const cover = (
    <div className="vd-card-cover">
      {v.coverUrl ? (
        <img
          src={v.coverUrl}
          alt=""
          width={VIDEO_COVER_WIDTH / 2}
          height={VIDEO_COVER_HEIGHT / 2}
          loading="lazy"
        />
      ) : (
        <div className="vd-cover-empty">{t('videos.cover.pending')}</div>
      )}
      {duration ? <span className="vd-duration">{duration}</span> : null}
    </div>
  );
  return (
    <article className="vd-card" data-testid="video-card">
      {link ? (
        <Link to={videoPath(v.id)} className="vd-card-link">
          {cover}
          <h3 className="vd-card-title">{v.name}</h3>
        </Link>
      ) : (
        <>
          {cover}
          <h3 className="vd-card-title">{v.name}</h3>
        </>
      )}
      <div className="vd-card-meta">
        {v.official ? <Tag color="blue">{t('videos.official')}</Tag> : null}
        <span>{v.author.nickname}</span>
        {v.releasedAt ? <LocalTime iso={v.releasedAt} /> : null}
        <span>{t('videos.likes', { count: v.likes })}</span>
      </div>
      {v.tags.length ? (
        <div className="vd-tags">
          {v.tags.map((tag) =>
            onTag ? (
              <button key={tag} type="button" className="vd-tag" onClick={() => onTag(tag)}>
                #{tag}
              </button>
            ) : (
              <Tag key={tag}>#{tag}</Tag>
            ),
          )}
        </div>
      ) : null}
      {extra}
    </article>
  );
}
