import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentThread } from '~/components/social/CommentThread';
import { LikeButton } from '~/components/social/LikeButton';
import { LocalTime } from '~/components/LocalTime';
import { Avatar, PlainButton, Tag } from '~/components/plain/plain';
import { ProfileCardTrigger } from '~/components/social/ProfileCard';
import { ReportButton } from '~/components/social/ReportButton';
import { RequestError } from '~/lib/request';
import { useAdoptAnswer, useDeleteAnswer } from './api/answers';
import { QUESTION_KEY } from './api/questions';
import { AnswerEditor } from './AnswerEditor';
import type { AnswerItem } from './types';
import { useFeedback } from '~/lib/feedback';

/**
 * One answer: the server's sanitised HTML, edit/adopt/delete/report as the policy the server sends
 * allows (canEdit swaps the body for the prefilled editor), comments.
 */
export function AnswerCard({
  answer,
  adoptedId,
  loggedIn,
}: {
  answer: AnswerItem;
  /** the question's currently adopted answer, to ask again before replacing it */
  adoptedId: string | null;
  loggedIn: boolean;
}) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const adopt = useAdoptAnswer();
  const remove = useDeleteAnswer();
  const [editing, setEditing] = useState(false);
  const fail = (e: unknown) => void message.error(e instanceof RequestError ? e.message : String(e));

  const confirmAdopt = () =>
    modal.confirm({
      title: t('community.detail.adoptTitle'),
      content: t(
        adoptedId && adoptedId !== answer.id ? 'community.detail.adoptReplace' : 'community.detail.adoptText',
      ),
      okText: t('community.detail.adopt'),
      cancelText: t('community.social.cancel'),
      onOk: async () => {
        try {
          await adopt.mutateAsync(answer.id);
          void message.success(t('community.detail.adopted'));
        } catch (e) {
          fail(e);
        }
      },
    });
  const confirmDelete = () =>
    modal.confirm({
      title: t('community.detail.deleteAnswerTitle'),
      content: t('community.detail.deleteIrreversible'),
      okText: t('community.detail.delete'),
      okButtonProps: { danger: true },
      cancelText: t('community.social.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(answer.id);
          void message.success(t('community.detail.answerDeleted'));
        } catch (e) {
          fail(e);
        }
      },
    });

  return (
    <article
      className={answer.adopted ? 'cm-answer cm-answer-adopted' : 'cm-answer'}
      data-testid="answer"
      aria-label={t('community.detail.answerBy', { name: answer.author.nickname })}
    >
      <header className="cm-answer-head">
        <Avatar src={answer.author.avatarUrl}>{answer.author.nickname.slice(0, 1)}</Avatar>
        <ProfileCardTrigger author={answer.author} strong />
        <span className="cm-muted">
          <LocalTime iso={answer.createdAt} withTime />
        </span>
        {answer.adopted ? (
          <Tag className="cm-tag cm-tag-ok" data-testid="adopted-badge">
            {t('community.detail.adoptedBadge')}
          </Tag>
        ) : null}
      </header>
      {/* bodyHtml is rendered and sanitised by the server's one markdown pipeline */}
      {editing ? (
        <AnswerEditor
          questionId={answer.questionId}
          loggedIn={loggedIn}
          answerId={answer.id}
          initial={answer.body}
          onDone={() => setEditing(false)}
        />
      ) : (
        <div className="cm-markdown" dangerouslySetInnerHTML={{ __html: answer.bodyHtml }} />
      )}
      <div className="cm-row">
        <LikeButton
          targetType="answer"
          targetId={answer.id}
          active={answer.liked}
          count={answer.likes}
          loggedIn={loggedIn}
        />
        {answer.canAdopt && !answer.adopted ? (
          <PlainButton look={{ size: 'small' }} onClick={confirmAdopt} data-testid="adopt">
            {t('community.detail.adopt')}
          </PlainButton>
        ) : null}
        {answer.canEdit && !editing ? (
          <PlainButton
            look={{ size: 'small' }}
            onClick={() => setEditing(true)}
            data-testid="answer-edit-open"
          >
            {t('community.detail.edit')}
          </PlainButton>
        ) : null}
        {answer.canDelete ? (
          <PlainButton
            look={{ size: 'small', danger: true }}
            onClick={confirmDelete}
            data-testid="answer-delete"
          >
            {t('community.detail.delete')}
          </PlainButton>
        ) : null}
        {answer.canReport || !loggedIn ? (
          <ReportButton targetType="answer" targetId={answer.id} loggedIn={loggedIn} />
        ) : null}
      </div>
      <CommentThread
        targetType="answer"
        targetId={answer.id}
        comments={answer.comments}
        loggedIn={loggedIn}
        refreshKey={QUESTION_KEY}
      />
    </article>
  );
}
