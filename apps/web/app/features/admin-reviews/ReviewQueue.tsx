import { Alert, Button, Empty, Pagination, Skeleton, Space, Tag } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REVIEW_REASON_MAX, type ReviewAction, type ReviewItem, type ReviewType } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { ReasonModal } from '~/components/ReasonModal';
import { RequestError } from '~/lib/request';
import { useDecide, useReviewQueue, type ReviewListState } from './api';
import { ItemPreview } from './ItemPreview';
import { useFeedback } from '~/lib/feedback';

const who = (p: ReviewItem['author']) => (p ? `${p.nickname} (${p.username})` : '—');

/** A link inside the portal only (the queue's links are paths; anything else is shown as text). */
const internal = (link: string | null) =>
  link && link.startsWith('/') && !link.startsWith('//') ? link : null;

function QueueItem({
  item,
  onDecide,
  busy,
}: {
  item: ReviewItem;
  onDecide: (item: ReviewItem, action: ReviewAction) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const previewId = useId();
  const titleId = useId();
  const link = internal(item.link);
  return (
    <li className="rv-item" aria-labelledby={titleId} data-testid="review-item" data-id={item.id}>
      <div className="rv-item-head">
        <h2 id={titleId} className="rv-title">
          <Tag>{t(`adminReviews.targets.${item.targetType}`, { defaultValue: item.targetType })}</Tag>
          {link ? (
            <Link to={link}>{item.title || t('adminReviews.untitled')}</Link>
          ) : (
            item.title || t('adminReviews.untitled')
          )}
        </h2>
        <Space wrap size={[12, 4]} className="rv-meta">
          <span>
            {t('adminReviews.item.author')} {who(item.author)}
            {item.author?.badges.map((b) => (
              <Tag key={b} color="gold" className="rv-badge">
                {t(`adminReviews.badges.${b}`)}
              </Tag>
            ))}
          </span>
          {item.reporter ? (
            <span>
              {t('adminReviews.item.reporter')} {who(item.reporter)}
            </span>
          ) : null}
          <span>
            {t('adminReviews.item.queuedAt')} <LocalTime iso={item.queuedAt} withTime />
          </span>
          <Tag>{t(`adminReviews.states.${item.state}`, { defaultValue: item.state })}</Tag>
          {item.autoHeld ? <Tag color="orange">{t('adminReviews.item.autoHeld')}</Tag> : null}
        </Space>
      </div>
      {item.type !== 'post' && item.type !== 'video' ? null : item.excerpt ? (
        <p className="rv-excerpt">{item.excerpt}</p>
      ) : null}
      <div className="rv-actions">
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={previewId}
          onClick={() => setOpen((o) => !o)}
          data-testid="review-preview-toggle"
        >
          {t(open ? 'adminReviews.item.hidePreview' : 'adminReviews.item.showPreview')}
        </Button>
        {item.actions.map((action) => (
          <Button
            key={action}
            size="small"
            type={action === 'approve' ? 'primary' : 'default'}
            danger={action !== 'approve'}
            disabled={busy}
            onClick={() => onDecide(item, action)}
            data-testid={`review-${action}`}
          >
            {t(`adminReviews.actions.${item.type}.${action}`)}
          </Button>
        ))}
      </div>
      <div id={previewId} hidden={!open}>
        {open ? <ItemPreview item={item} /> : null}
      </div>
    </li>
  );
}

/**
 * One queue of the review page: posts or videos waiting for review (or live ones to take down),
 * pending reports, or items a sensitive word held. Approve acts at once; reject and remove ask
 * for the reason the author will see.
 */
export function ReviewQueue({
  type,
  state,
  page,
  onPage,
}: {
  type: ReviewType;
  state: ReviewListState;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const q = useReviewQueue(type, state, page);
  const decide = useDecide();
  const [asking, setAsking] = useState<{ item: ReviewItem; action: 'reject' | 'remove' } | null>(null);

  const done = (item: ReviewItem, action: ReviewAction) =>
    void message.success(
      t(`adminReviews.done.${action}`, { title: item.title || t('adminReviews.untitled') }),
    );

  const onDecide = (item: ReviewItem, action: ReviewAction) => {
    if (action !== 'approve') return setAsking({ item, action });
    decide.mutate(
      { item, action },
      {
        onSuccess: () => done(item, action),
        onError: (e) => void message.error(e instanceof RequestError ? e.message : String(e)),
      },
    );
  };

  if (q.isPending) return <Skeleton active />;
  if (q.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('adminReviews.loadFailed')}
        description={q.error instanceof RequestError ? q.error.message : undefined}
      />
    );
  return (
    <>
      {q.data.items.length === 0 ? (
        <Empty description={t(`adminReviews.empty.${state === 'published' ? 'published' : type}`)} />
      ) : (
        <ul className="rv-list" aria-busy={q.isFetching}>
          {q.data.items.map((item) => (
            <QueueItem
              key={`${item.type}:${item.id}`}
              item={item}
              onDecide={onDecide}
              busy={decide.isPending}
            />
          ))}
        </ul>
      )}
      {q.data.total > q.data.pageSize ? (
        <Pagination
          className="rv-pagination"
          current={page}
          pageSize={q.data.pageSize}
          total={q.data.total}
          showSizeChanger={false}
          onChange={onPage}
        />
      ) : null}
      <ReasonModal
        open={asking !== null}
        title={
          asking
            ? t(`adminReviews.reasonTitle.${asking.action}`, {
                title: asking.item.title || t('adminReviews.untitled'),
              })
            : ''
        }
        okText={asking ? t(`adminReviews.actions.${asking.item.type}.${asking.action}`) : ''}
        cancelText={t('adminReviews.cancel')}
        label={t('adminReviews.reason')}
        max={REVIEW_REASON_MAX}
        busy={decide.isPending}
        onClose={() => setAsking(null)}
        onSubmit={async (reason) => {
          if (!asking) return;
          await decide.mutateAsync({ item: asking.item, action: asking.action, reason });
          done(asking.item, asking.action);
        }}
      />
    </>
  );
}
