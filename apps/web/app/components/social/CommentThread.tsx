import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '~/components/antd/lazy-antd';
import { contentLocale, type CommentItem } from '@occ/shared';
import { translateIn } from '@occ/shared/messages/core';
import { communityMessages } from '@occ/shared/messages/community';
import { LocalTime } from '~/components/LocalTime';
import { PlainButton } from '~/components/plain/plain';
import { RequestError } from '~/lib/request';
import { createComment, deleteComment } from './api';
import { LikeButton } from './LikeButton';
import { ProfileCardTrigger } from './ProfileCard';
import { useLoginPrompt } from './useLoginPrompt';
import { useFeedback } from '~/lib/feedback';

// the text box (antd's auto-sizing TextArea) is fetched when a comment is first started (issue 14)
const CommentBox = lazyWithAntd(() => import('./CommentBox'));

/**
 * The comments under any content (a question, an answer, a blog post, a video) and a box to add
 * one; the text stays on failure. Each comment can be liked, replied to ("@username " prefilled,
 * sent with replyToId) and deleted by its author or a moderator (the server's canDelete). The
 * comments arrive inside their content's query, which `refreshKey` names: it is re-read after a
 * change.
 */
export function CommentThread({
  targetType,
  targetId,
  comments,
  loggedIn,
  refreshKey,
}: {
  targetType: string;
  targetId: string;
  comments: CommentItem[];
  loggedIn: boolean;
  refreshKey: QueryKey;
}) {
  const { t, i18n } = useTranslation();
  const { message, modal } = useFeedback();
  const prompt = useLoginPrompt();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: refreshKey });
  const create = useMutation({ mutationFn: createComment, onSuccess: refresh });
  const remove = useMutation({ mutationFn: deleteComment, onSuccess: refresh });
  const [open, setOpen] = useState(false);
  const [replyTo, setReplyTo] = useState<CommentItem | null>(null);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const byId = new Map(comments.map((c) => [c.id, c]));

  const openBox = (to: CommentItem | null) => {
    if (!loggedIn) return prompt();
    setReplyTo(to);
    setError(null);
    // a reply starts with the mention; a text already typed for the same target is kept
    if (to) setBody((b) => (b.trim() && replyTo?.id === to.id ? b : `@${to.author.username} `));
    else if (replyTo) setBody('');
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setReplyTo(null);
    setError(null);
  };

  const submit = async () => {
    if (!body.trim()) {
      setError(translateIn(communityMessages, 'commentRequired', contentLocale(i18n.language)));
      return;
    }
    try {
      const posted = await create.mutateAsync({
        targetType,
        targetId,
        body,
        ...(replyTo ? { replyToId: replyTo.id } : {}),
      });
      setBody('');
      close();
      if (posted.status === 'published') void message.success(t('community.detail.commentPosted'));
      else void message.info(t('community.detail.commentHeld'));
    } catch (e) {
      setError(e instanceof RequestError ? e.message : String(e));
    }
  };
  const confirmDelete = (id: string) =>
    modal.confirm({
      title: t('community.detail.deleteCommentTitle'),
      content: t('community.detail.deleteIrreversible'),
      okText: t('community.detail.delete'),
      okButtonProps: { danger: true },
      cancelText: t('community.social.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(id);
          void message.success(t('community.detail.commentDeleted'));
        } catch (e) {
          void message.error(e instanceof RequestError ? e.message : String(e));
        }
      },
    });

  return (
    <div className="cm-comments">
      {comments.length ? (
        <ul
          className="cm-comment-list"
          aria-label={t('community.detail.comments', { count: comments.length })}
        >
          {comments.map((c) => {
            const parent = c.replyToId ? byId.get(c.replyToId) : undefined;
            return (
              <li key={c.id} className="cm-comment" data-testid="comment">
                <ProfileCardTrigger author={c.author} strong />
                {parent ? (
                  <span className="cm-muted">
                    {' '}
                    {t('community.detail.replyTo', { name: parent.author.nickname })}
                  </span>
                ) : null}
                : <span className="cm-comment-body">{c.body}</span>{' '}
                <span className="cm-muted">
                  <LocalTime iso={c.createdAt} withTime />
                </span>
                <span className="cm-row">
                  {/* the comment payload carries no like state yet: starts from "not liked, 0" */}
                  <LikeButton
                    targetType="comment"
                    targetId={c.id}
                    active={c.liked}
                    count={c.likes}
                    loggedIn={loggedIn}
                  />
                  <PlainButton
                    look={{ size: 'small', type: 'link' }}
                    onClick={() => openBox(c)}
                    aria-label={t('community.detail.replyTo', { name: c.author.nickname })}
                    data-testid="comment-reply"
                  >
                    {t('community.detail.reply')}
                  </PlainButton>
                  {c.canDelete ? (
                    <PlainButton
                      look={{ size: 'small', type: 'link', danger: true }}
                      onClick={() => confirmDelete(c.id)}
                      data-testid="comment-delete"
                    >
                      {t('community.detail.delete')}
                    </PlainButton>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <CommentBox
            body={body}
            onBody={(text) => {
              setBody(text);
              if (error) setError(null);
            }}
            label={
              replyTo
                ? t('community.detail.replyTo', { name: replyTo.author.nickname })
                : t('community.detail.commentLabel')
            }
            error={error}
            busy={create.isPending}
            onSubmit={() => void submit()}
            onCancel={close}
          />
        </Suspense>
      ) : (
        <PlainButton
          look={{ size: 'small', type: 'link' }}
          onClick={() => openBox(null)}
          data-testid="comment-open"
        >
          {t('community.detail.addComment')}
        </PlainButton>
      )}
    </div>
  );
}
