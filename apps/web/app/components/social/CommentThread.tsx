import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App, Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, contentLocale, type CommentItem } from '@occ/shared';
import { translateIn } from '@occ/shared/messages/core';
import { communityMessages } from '@occ/shared/messages/community';
import { LocalTime } from '~/components/LocalTime';
import { RequestError } from '~/lib/request';
import { createComment, deleteComment } from './api';
import { LikeButton } from './LikeButton';
import { ProfileCardTrigger } from './ProfileCard';
import { useLoginPrompt } from './useLoginPrompt';

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
  const { message, modal } = App.useApp();
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
                  <Button
                    size="small"
                    type="link"
                    onClick={() => openBox(c)}
                    aria-label={t('community.detail.replyTo', { name: c.author.nickname })}
                    data-testid="comment-reply"
                  >
                    {t('community.detail.reply')}
                  </Button>
                  {c.canDelete ? (
                    <Button
                      size="small"
                      type="link"
                      danger
                      onClick={() => confirmDelete(c.id)}
                      data-testid="comment-delete"
                    >
                      {t('community.detail.delete')}
                    </Button>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {open ? (
        <div className="cm-comment-box">
          <Input.TextArea
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              if (error) setError(null);
            }}
            maxLength={COMMENT_MAX}
            autoSize={{ minRows: 2, maxRows: 6 }}
            aria-label={
              replyTo
                ? t('community.detail.replyTo', { name: replyTo.author.nickname })
                : t('community.detail.commentLabel')
            }
            status={error ? 'error' : undefined}
            autoFocus
            data-testid="comment-input"
          />
          {error ? (
            <div role="alert" className="cm-error">
              {error}
            </div>
          ) : null}
          <div className="cm-row">
            <Button
              type="primary"
              size="small"
              loading={create.isPending}
              onClick={() => void submit()}
              data-testid="comment-submit"
            >
              {t('community.detail.commentSubmit')}
            </Button>
            <Button size="small" onClick={close}>
              {t('community.social.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button size="small" type="link" onClick={() => openBox(null)} data-testid="comment-open">
          {t('community.detail.addComment')}
        </Button>
      )}
    </div>
  );
}
