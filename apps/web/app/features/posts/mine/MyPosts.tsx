import { Alert, Badge, Button, Empty, Pagination, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MY_POST_TABS, postLink, type PostMineItem, type PostState } from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { LocalTime } from '~/components/LocalTime';
import { useMyPosts } from '../api';
import { coverSrc } from '~/lib/post-covers';
import { StateTag } from '../StateTag';
import { canResubmit, useOwnerActions } from '../useOwnerActions';

/** One dated fact of a post (release, review, last update, auto-save), when it happened. */
function When({ label, iso }: { label: string; iso: string | null }) {
  if (!iso) return null;
  return (
    <span>
      {label} <LocalTime iso={iso} withTime />
    </span>
  );
}

function MyPostRow({ post }: { post: PostMineItem }) {
  const { t } = useTranslation();
  const owner = useOwnerActions();
  const title = post.title || t('posts.untitled');
  return (
    <li className="pt-mine-item" data-testid="my-post" data-state={post.state}>
      <img src={coverSrc(post.cover)} alt="" width={98} height={73} loading="lazy" />
      <div className="pt-mine-body">
        <h2 className="pt-mine-title">
          <Link to={postLink(post.id)}>{title}</Link> <StateTag state={post.state} />
          {post.permission === 'private' ? (
            <span className="pt-muted"> · {t('posts.permission.private')}</span>
          ) : null}
        </h2>
        {post.summary ? <p className="pt-card-summary">{post.summary}</p> : null}
        {post.state === 'fail' && post.failureCause ? (
          <Alert
            type="error"
            showIcon
            title={t('posts.mine.failureCause')}
            description={post.failureCause}
            data-testid="failure-cause"
          />
        ) : null}
        {post.state === 'been_removed' && post.removalReason ? (
          <Alert
            type="warning"
            showIcon
            title={t('posts.mine.removalReason')}
            description={post.removalReason}
            data-testid="removal-reason"
          />
        ) : null}
        <div className="pt-card-meta">
          <When label={t('posts.mine.released')} iso={post.releasedAt} />
          <When label={t('posts.mine.reviewed')} iso={post.reviewedAt} />
          <When label={t('posts.mine.updated')} iso={post.updatedAt} />
          {post.state === 'drafts' ? (
            <When label={t('posts.mine.autoSaved')} iso={post.draftSavedAt} />
          ) : null}
          {post.state === 'published' ? (
            <>
              <span>{t('posts.counts.views', { count: post.views })}</span>
              <span>{t('posts.counts.likes', { count: post.likes })}</span>
              <span>{t('posts.counts.comments', { count: post.comments })}</span>
            </>
          ) : null}
        </div>
        <div className="pt-row">
          <LinkButton size="small" to={`/community/post/write?id=${post.id}`} data-testid="my-post-edit">
            {t('posts.actions.edit')}
          </LinkButton>
          {canResubmit(post) ? (
            <Button
              size="small"
              type="primary"
              loading={owner.busy}
              onClick={() => void owner.submit(post.id)}
              data-testid="my-post-submit"
            >
              {t(post.state === 'drafts' ? 'posts.actions.publish' : 'posts.actions.resubmit')}
            </Button>
          ) : null}
          {post.events.includes('withdraw') ? (
            <Button
              size="small"
              onClick={() => void owner.withdraw(post.id, post.state)}
              data-testid="my-post-withdraw"
            >
              {t('posts.actions.withdraw')}
            </Button>
          ) : null}
          <Button
            size="small"
            danger
            onClick={() => owner.remove(post.id, title)}
            data-testid="my-post-delete"
          >
            {t('posts.actions.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * /people/my/post: my blog posts by state (spec §3 personal centre: Published, pending review,
 * failed, removed, drafts) with each tab's count; each post offers exactly the operations its
 * state allows (posts.mine `events`), plus edit and delete.
 */
export function MyPosts({
  state,
  page,
  onChange,
}: {
  state: PostState;
  page: number;
  onChange: (patch: { state?: PostState; page?: number }) => void;
}) {
  const { t } = useTranslation();
  const q = useMyPosts(state, page);
  const counts = q.data?.counts;
  return (
    <>
      <Tabs
        activeKey={state}
        onChange={(key) => onChange({ state: key as PostState, page: 1 })}
        items={MY_POST_TABS.map((s) => ({
          key: s,
          label: (
            <span data-testid={`tab-${s}`}>
              {t(`posts.mine.tabs.${s}`)}{' '}
              <Badge count={counts?.[s] ?? 0} showZero color={s === state ? 'blue' : 'gray'} />
            </span>
          ),
        }))}
      />
      {q.isPending ? (
        <Skeleton active />
      ) : q.isError ? (
        <Alert type="error" showIcon title={t('posts.mine.loadFailed')} />
      ) : q.data.items.length === 0 ? (
        <Empty description={t(`posts.mine.empty.${state}`)}>
          <LinkButton type="primary" to="/community/post/write">
            {t('posts.list.write')}
          </LinkButton>
        </Empty>
      ) : (
        <ul className="pt-mine-list" aria-busy={q.isFetching}>
          {q.data.items.map((p) => (
            <MyPostRow key={p.id} post={p} />
          ))}
        </ul>
      )}
      {q.data && q.data.total > q.data.pageSize ? (
        <Pagination
          className="pt-pagination"
          current={page}
          pageSize={q.data.pageSize}
          total={q.data.total}
          showSizeChanger={false}
          onChange={(p) => onChange({ page: p })}
        />
      ) : null}
    </>
  );
}
