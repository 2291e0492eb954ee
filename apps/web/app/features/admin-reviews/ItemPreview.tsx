import { Alert, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewItem } from '@occ/shared';
import { coverSrc } from '~/lib/post-covers';
import { RequestError } from '~/lib/request';
import { usePostPreview, useVideoPreview } from './api';

const failure = (e: unknown) => (e instanceof RequestError ? e.message : String(e));

/** The submitted version of a post, rendered as readers will see it. */
function PostPreview({ id }: { id: string }) {
  const { t } = useTranslation();
  const q = usePostPreview(id, true);
  if (q.isPending) return <Skeleton active />;
  if (q.isError) return <Alert type="error" showIcon title={failure(q.error)} />;
  const p = q.data;
  return (
    <div className="rv-preview" data-testid="review-preview">
      <div className="rv-preview-head">
        <img src={coverSrc(p.cover)} alt={t('adminReviews.preview.cover')} width={195} height={146} />
        <dl className="rv-facts">
          <dt>{t('adminReviews.preview.summary')}</dt>
          <dd>{p.summary || '—'}</dd>
          <dt>{t('adminReviews.preview.tags')}</dt>
          <dd>
            {p.tags.map((tag) => (
              <Tag key={tag}>#{tag}</Tag>
            ))}
          </dd>
          <dt>{t('adminReviews.preview.property')}</dt>
          <dd>
            {t(`adminReviews.preview.properties.${p.property}`)}
            {p.property === 'reprint' && p.sourceUrl ? (
              <>
                {' · '}
                <a href={p.sourceUrl} target="_blank" rel="nofollow noopener noreferrer">
                  {p.sourceUrl}
                </a>
              </>
            ) : null}
          </dd>
          <dt>{t('adminReviews.preview.permission')}</dt>
          <dd>{t(`adminReviews.preview.permissions.${p.permission}`)}</dd>
        </dl>
      </div>
      {/* contentHtml is rendered and sanitised by the server's one markdown pipeline */}
      <div className="markdown-body rv-body" dangerouslySetInnerHTML={{ __html: p.contentHtml }} />
    </div>
  );
}

/** A video's player (once transcoded) or cover, with its introduction and processing state. */
function VideoPreview({ id }: { id: string }) {
  const { t } = useTranslation();
  const q = useVideoPreview(id, true);
  if (q.isPending) return <Skeleton active />;
  if (q.isError) return <Alert type="error" showIcon title={failure(q.error)} />;
  const v = q.data;
  return (
    <div className="rv-preview" data-testid="review-preview">
      {v.playUrl ? (
        <video
          className="rv-video"
          controls
          preload="metadata"
          src={v.playUrl}
          poster={v.coverUrl ?? undefined}
          aria-label={t('adminReviews.preview.player', { name: v.name })}
        />
      ) : v.coverUrl ? (
        <img src={v.coverUrl} alt={t('adminReviews.preview.cover')} width={360} height={200} />
      ) : null}
      <p>
        <Tag>{t(`adminReviews.preview.processing.${v.processing}`)}</Tag>
        {v.processing === 'processing' ? `${v.processingProgress}%` : null}
        {v.processingError ? <span className="rv-error"> {v.processingError}</span> : null}
      </p>
      <p className="rv-pre">{v.introduction || '—'}</p>
      <div>
        {v.tags.map((tag) => (
          <Tag key={tag}>#{tag}</Tag>
        ))}
      </div>
    </div>
  );
}

/** The reported or held content as the queue gives it: its text, author and the report's words. */
function ItemText({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  return (
    <div className="rv-preview" data-testid="review-preview">
      <p className="rv-pre">{item.excerpt || t('adminReviews.preview.gone')}</p>
      {item.type === 'report' ? (
        <dl className="rv-facts">
          <dt>{t('adminReviews.item.reason')}</dt>
          <dd>
            {item.reason ? t(`admin.moderation.reasons.${item.reason}`, { defaultValue: item.reason }) : '—'}
          </dd>
          {item.detail ? (
            <>
              <dt>{t('adminReviews.item.detail')}</dt>
              <dd>{item.detail}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

/** What the moderator decides on, loaded when the item is opened. */
export function ItemPreview({ item }: { item: ReviewItem }) {
  if (item.type === 'post') return <PostPreview id={item.targetId} />;
  if (item.type === 'video') return <VideoPreview id={item.targetId} />;
  return <ItemText item={item} />;
}
