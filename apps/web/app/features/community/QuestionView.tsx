import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { coursePath } from '@occ/shared';
import { Avatar, ButtonLink, Empty, PlainButton, Tag } from '~/components/plain/plain';
import { CommentThread } from '~/components/social/CommentThread';
import { FollowButton } from '~/components/social/FollowButton';
import { LocalTime } from '~/components/LocalTime';
import { ProfileCardTrigger } from '~/components/social/ProfileCard';
import { SocialActions } from '~/components/social/SocialActions';
import { RequestError } from '~/lib/request';
import { QUESTION_KEY, useDeleteQuestion, useSetEssence } from './api/questions';
import { AnswerCard } from './AnswerCard';
import { AnswerEditor } from './AnswerEditor';
import { QuestionImages } from './QuestionImages';
import type { QuestionDetail } from './types';
import { useFeedback } from '~/lib/feedback';

/**
 * The question (or topic) with its actions, its answers (adopted first) and the answer editor.
 * Plain markup with antd's look (issue 14: the page loads no antd at first); the picture viewer,
 * the editor, dialogs and messages load when first used.
 */
export function QuestionView({
  q,
  selfId,
  listPath,
  editPath,
}: {
  q: QuestionDetail;
  selfId: string | null;
  listPath: string;
  editPath: string;
}) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const remove = useDeleteQuestion();
  const essence = useSetEssence(q.id);
  const loggedIn = selfId !== null;
  const answers = [...q.answers].sort((a, b) => Number(b.adopted) - Number(a.adopted));
  // "Development board · Development Board: Lichee Pi 4A" said the kind twice: name it only once
  const kind = t(`community.productKinds.${q.productKind}`);
  const said = (s: string) => s.toLocaleLowerCase().includes(kind.toLocaleLowerCase());
  const productLine =
    said(q.plate.name) || said(q.productName)
      ? q.productName
      : t('community.detail.productLine', { kind, name: q.productName });

  const confirmDelete = () =>
    modal.confirm({
      title: t('community.detail.deleteQuestionTitle'),
      content: t('community.detail.deleteIrreversible'),
      okText: t('community.detail.delete'),
      okButtonProps: { danger: true },
      cancelText: t('community.social.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(q.id);
          void message.success(t('community.detail.deleted'));
          await navigate(listPath);
        } catch (e) {
          void message.error(e instanceof RequestError ? e.message : String(e));
        }
      },
    });

  const toggleEssence = async () => {
    try {
      const r = await essence.mutateAsync(!q.essence);
      void message.success(t(r.essence ? 'community.detail.essenceOn' : 'community.detail.essenceOff'));
    } catch (e) {
      void message.error(e instanceof RequestError ? e.message : String(e));
    }
  };

  return (
    <div className="cm-detail">
      <article className="cm-question" aria-labelledby="cm-question-title">
        <h1 id="cm-question-title">
          {q.title}
          {q.essence ? <Tag className="cm-tag cm-tag-gold">{t('community.list.essenceMark')}</Tag> : null}
        </h1>
        <div className="cm-card-meta">
          <Avatar src={q.author.avatarUrl}>{q.author.nickname.slice(0, 1)}</Avatar>
          <ProfileCardTrigger author={q.author} strong testId="question-author" />
          <FollowButton userId={q.author.id} selfId={selfId} />
          <span>{q.plate.name}</span>
          <span data-testid="question-product">{productLine}</span>
          <LocalTime iso={q.createdAt} withTime />
          <span>{t('community.list.views', { count: q.views })}</span>
        </div>
        {q.course ? (
          <p className="cm-course" data-testid="question-course-link">
            <Link to={coursePath(q.course.slug)}>
              {t('community.form.aboutCourse', { title: q.course.title })}
            </Link>
          </p>
        ) : null}
        <div className="cm-tags">
          {q.tags.map((tag) => (
            <Tag key={tag}>#{tag}</Tag>
          ))}
        </div>
        {/* descriptionHtml is rendered and sanitised by the server's one markdown pipeline */}
        <div className="cm-markdown" dangerouslySetInnerHTML={{ __html: q.descriptionHtml }} />
        {q.images.length ? <QuestionImages images={q.images} /> : null}
        <div className="cm-row">
          <SocialActions
            targetType={q.kind}
            targetId={q.id}
            liked={q.viewer.liked}
            likes={q.likes}
            collected={q.viewer.collected}
            collections={q.collections}
            canReport={q.viewer.canReport}
            loggedIn={loggedIn}
          />
          {q.viewer.canEdit ? (
            <ButtonLink look={{ size: 'small' }} to={editPath}>
              {t('community.detail.edit')}
            </ButtonLink>
          ) : null}
          {q.viewer.canDelete ? (
            <PlainButton
              look={{ size: 'small', danger: true }}
              onClick={confirmDelete}
              data-testid="delete-question"
            >
              {t('community.detail.delete')}
            </PlainButton>
          ) : null}
          {q.viewer.canEssence ? (
            <PlainButton
              look={{
                size: 'small',
                type: q.essence ? 'primary' : 'default',
                ghost: q.essence,
                loading: essence.isPending,
              }}
              aria-pressed={q.essence}
              onClick={() => void toggleEssence()}
              data-testid="essence-toggle"
            >
              {t(q.essence ? 'community.detail.unessence' : 'community.detail.essence')}
            </PlainButton>
          ) : null}
        </div>
        <CommentThread
          targetType={q.kind}
          targetId={q.id}
          comments={q.comments}
          loggedIn={loggedIn}
          refreshKey={QUESTION_KEY}
        />
      </article>

      <section className="cm-answers" aria-labelledby="cm-answers-title">
        <h2 id="cm-answers-title">{t('community.detail.answers', { count: answers.length })}</h2>
        {answers.length === 0 ? <Empty description={t('community.detail.noAnswers')} /> : null}
        {answers.map((a) => (
          <AnswerCard key={a.id} answer={a} adoptedId={q.adoptedAnswerId} loggedIn={loggedIn} />
        ))}
      </section>
      <AnswerEditor questionId={q.id} loggedIn={loggedIn} />
    </div>
  );
}
