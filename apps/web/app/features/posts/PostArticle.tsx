import { Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { REVIEW_REASON_MAX, type PostDetail } from '@occ/shared';
import { lazyWithAntd } from '~/components/antd/lazy-antd';
import type { ReasonModal as ReasonModalType } from '~/components/ReasonModal';
import { LocalTime } from '~/components/LocalTime';
import { ButtonLink, PlainButton, Tag } from '~/components/plain/plain';
import { CommentThread } from '~/components/social/CommentThread';
import { FollowButton } from '~/components/social/FollowButton';
import { SocialActions } from '~/components/social/SocialActions';
import { POST_KEY, removePost, usePostsChanged } from './api';
import { AuthorLine } from './AuthorLine';
import { IconAlert } from '~/components/plain/IconAlert';
import { RelatedPosts } from './RelatedPosts';
import { StateTag } from './StateTag';
import { useFeedback } from '~/lib/feedback';

// the take-down dialog (a form with the server's messages) is fetched when a moderator opens it,
// so a post's first-route JavaScript does not carry it
const ReasonModal = lazyWithAntd<ComponentProps<typeof ReasonModalType>>(() =>
  import('~/components/ReasonModal').then((m) => ({ default: m.ReasonModal })),
);
import { canResubmit, useOwnerActions } from './useOwnerActions';

/** Why the author (or a moderator) sees a post readers do not: its state and the reviewer's words. */
function StateNotice({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  if (post.state === 'published' && post.permission === 'public') return null;
  const text =
    post.state === 'published' ? t('posts.detail.privateNote') : t(`posts.detail.stateNotes.${post.state}`);
  const reason =
    post.state === 'fail' ? post.failureCause : post.state === 'been_removed' ? post.removalReason : null;
  return (
    <IconAlert
      className="pt-alert"
      data-testid="post-state-notice"
      type={post.state === 'fail' ? 'error' : post.state === 'published' ? 'info' : 'warning'}
      title={
        <>
          <StateTag state={post.state} /> {text}
        </>
      }
      description={reason ? t('posts.detail.reason', { reason }) : undefined}
    />
  );
}

/**
 * A blog post as readers see it (server-rendered): title, author with badges, the sanitised HTML
 * of the submitted version, tags, likes, collections, share, report, comments and related posts.
 * Visitors read everything; each interaction asks them to log in first. The author gets edit,
 * submit, withdraw and delete; a moderator can take a published post down with a reason.
 */
export function PostArticle({ post, selfId }: { post: PostDetail; selfId: string | null }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const changed = usePostsChanged();
  const [removing, setRemoving] = useState(false);
  const owner = useOwnerActions((action) => {
    if (action === 'delete') void navigate('/people/my/post');
  });
  const loggedIn = selfId !== null;
  const isAuthor = selfId === post.author.id;
  const comments = post.commentList;

  return (
    <div className="pt-detail">
      <article className="pt-article" aria-labelledby="pt-title">
        <StateNotice post={post} />
        <h1 id="pt-title">
          {post.title || t('posts.untitled')}
          {post.property === 'reprint' ? (
            <Tag className="pt-property">{t('posts.property.reprint')}</Tag>
          ) : null}
          {post.property === 'original' ? (
            <Tag className="pt-property">{t('posts.property.original')}</Tag>
          ) : null}
        </h1>
        <div className="pt-article-meta">
          <AuthorLine author={post.author} strong />
          <FollowButton userId={post.author.id} selfId={selfId} />
          {post.releasedAt ? (
            <span>
              {t('posts.detail.released')} <LocalTime iso={post.releasedAt} withTime />
            </span>
          ) : null}
          <span>
            {t('posts.detail.updated')} <LocalTime iso={post.updatedAt} withTime />
          </span>
          <span data-testid="post-views">{t('posts.counts.views', { count: post.views })}</span>
        </div>
        {post.property === 'reprint' && post.sourceUrl ? (
          <p className="pt-source">
            {t('posts.detail.source')}{' '}
            <a href={post.sourceUrl} target="_blank" rel="nofollow noopener noreferrer ugc">
              {post.sourceUrl}
            </a>
          </p>
        ) : null}
        {post.contentHtml ? (
          // contentHtml is rendered and sanitised by the server's one markdown pipeline at submit
          <div
            className="markdown-body pt-markdown"
            data-testid="post-body"
            dangerouslySetInnerHTML={{ __html: post.contentHtml }}
          />
        ) : (
          <p className="pt-muted" data-testid="post-body-empty">
            {t('posts.detail.notSubmitted')}
          </p>
        )}
        {post.tags.length ? (
          <ul className="pt-tags" aria-label={t('posts.list.tagsOf')}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link to={`/community/post?tag=${encodeURIComponent(tag)}`}>#{tag}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="pt-row pt-article-actions">
          <SocialActions
            targetType="post"
            targetId={post.id}
            liked={post.viewer.liked}
            likes={post.likes}
            collected={post.viewer.collected}
            collections={post.collections}
            canReport={post.can.report}
            loggedIn={loggedIn}
          />
          {post.can.edit ? (
            <ButtonLink
              look={{ size: 'small' }}
              to={`/community/post/write?id=${post.id}`}
              data-testid="post-edit"
            >
              {t('posts.actions.edit')}
            </ButtonLink>
          ) : null}
          {isAuthor && canResubmit(post) ? (
            <PlainButton
              look={{ size: 'small', type: 'primary', loading: owner.busy }}
              onClick={() => void owner.submit(post.id)}
            >
              {t(post.state === 'drafts' ? 'posts.actions.publish' : 'posts.actions.resubmit')}
            </PlainButton>
          ) : null}
          {isAuthor && post.events.includes('withdraw') ? (
            <PlainButton look={{ size: 'small' }} onClick={() => void owner.withdraw(post.id, post.state)}>
              {t('posts.actions.withdraw')}
            </PlainButton>
          ) : null}
          {post.can.delete ? (
            <PlainButton
              look={{ size: 'small', danger: true }}
              onClick={() => owner.remove(post.id, post.title)}
              data-testid="post-delete"
            >
              {t('posts.actions.delete')}
            </PlainButton>
          ) : null}
          {post.can.remove ? (
            <PlainButton
              look={{ size: 'small', danger: true }}
              onClick={() => setRemoving(true)}
              data-testid="post-takedown"
            >
              {t('posts.actions.takeDown')}
            </PlainButton>
          ) : null}
        </div>
        {removing ? (
          <Suspense fallback={null}>
            <ReasonModal
              open={removing}
              title={t('posts.actions.takeDownTitle', { title: post.title })}
              okText={t('posts.actions.takeDown')}
              cancelText={t('posts.actions.cancel')}
              label={t('posts.actions.reason')}
              max={REVIEW_REASON_MAX}
              onClose={() => setRemoving(false)}
              onSubmit={async (reason) => {
                await removePost(post.id, reason);
                await changed();
                void message.success(t('posts.actions.takenDown'));
              }}
            />
          </Suspense>
        ) : null}
      </article>
      {post.state === 'published' ? (
        <section className="pt-comments" aria-labelledby="pt-comments-title">
          <h2 id="pt-comments-title">{t('posts.detail.comments', { count: post.comments })}</h2>
          <CommentThread
            targetType="post"
            targetId={post.id}
            comments={comments}
            loggedIn={loggedIn}
            refreshKey={[...POST_KEY, post.id]}
          />
        </section>
      ) : null}
      <RelatedPosts id={post.id} />
    </div>
  );
}
