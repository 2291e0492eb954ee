import { Button, Input, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_MAX, contentLocale } from '@occ/shared';
import { communityMessages } from '@occ/shared/messages/community';
import { translateIn } from '@occ/shared/messages/core';
import { RequestError } from '~/lib/request';
import { useCreateAnswer, useUpdateAnswer } from './api/answers';
import { useMarkdownPreview } from './api/preview';
import { useFeedback } from '~/lib/feedback';

/** Write/Preview tabs: the preview is the server's sanitised HTML of the text (debounced). */
function MarkdownPreview({ body, active }: { body: string; active: boolean }) {
  const { t } = useTranslation();
  const preview = useMarkdownPreview(body, active);
  if (!body.trim()) return <div className="cm-preview cm-muted">{t('community.detail.previewEmpty')}</div>;
  return (
    <div className="cm-preview" aria-live="polite" aria-busy={preview.pending} data-testid="answer-preview">
      {preview.isError ? (
        <div role="alert" className="cm-error">
          {t('community.detail.previewFailed', {
            message: preview.error instanceof RequestError ? preview.error.message : String(preview.error),
          })}
        </div>
      ) : null}
      <Spin spinning={preview.pending} description={t('community.detail.previewLoading')}>
        {/* html is rendered and sanitised by the server's one markdown pipeline (markdown.preview) */}
        <div
          className="cm-markdown"
          data-testid="answer-preview-html"
          dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }}
        />
      </Spin>
    </div>
  );
}

/**
 * The markdown answer editor of a signed-in reader (antd's tabs and text box; loaded by
 * `AnswerEditor` when the page has rendered, issue 14): "Please enter an answer!" when empty,
 * the text kept when the server refuses it. With `answerId` it edits that answer (prefilled with
 * `initial`) and calls `onDone` after saving or cancelling.
 */
export default function AnswerForm({
  questionId,
  answerId,
  initial = '',
  onDone,
}: {
  questionId: string;
  answerId?: string;
  initial?: string;
  onDone?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const create = useCreateAnswer(questionId);
  const update = useUpdateAnswer(answerId ?? '');
  const editing = answerId !== undefined;
  const save = editing ? update : create;
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState('write');
  const headingId = editing ? `cm-edit-answer-${answerId}` : 'cm-your-answer';

  const submit = async () => {
    if (!body.trim()) {
      setError(translateIn(communityMessages, 'answerRequired', contentLocale(i18n.language)));
      return;
    }
    try {
      const saved = await save.mutateAsync(body);
      setError(null);
      setTab('write');
      if (saved.status !== 'published') void message.info(t('community.detail.answerHeld'));
      else
        void message.success(t(editing ? 'community.detail.answerSaved' : 'community.detail.answerPosted'));
      if (editing) onDone?.();
      else setBody('');
    } catch (e) {
      // the text stays in the editor
      setError(e instanceof RequestError ? e.message : String(e));
    }
  };

  return (
    <section
      className="cm-answer-editor"
      aria-labelledby={headingId}
      data-testid={editing ? 'answer-edit' : undefined}
    >
      {editing ? (
        <h3 id={headingId}>{t('community.detail.editAnswer')}</h3>
      ) : (
        <h2 id={headingId}>{t('community.detail.yourAnswer')}</h2>
      )}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'write',
            label: t('community.detail.write'),
            children: (
              <Input.TextArea
                value={body}
                onChange={(e) => {
                  setBody(e.target.value);
                  if (error) setError(null);
                }}
                rows={6}
                maxLength={ANSWER_MAX}
                placeholder={t('community.detail.answerPlaceholder')}
                aria-label={editing ? t('community.detail.editAnswer') : t('community.detail.yourAnswer')}
                status={error ? 'error' : undefined}
                data-testid={editing ? 'answer-edit-input' : 'answer-input'}
              />
            ),
          },
          {
            key: 'preview',
            label: t('community.detail.preview'),
            children: <MarkdownPreview body={body} active={tab === 'preview'} />,
          },
        ]}
      />
      <p className="cm-muted">{t('community.detail.markdownHint')}</p>
      {error ? (
        <div role="alert" className="cm-error" data-testid={editing ? 'answer-edit-error' : 'answer-error'}>
          {error}
        </div>
      ) : null}
      <div className="cm-row">
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => void submit()}
          data-testid={editing ? 'answer-save' : 'answer-submit'}
        >
          {editing ? t('community.detail.saveAnswer') : t('community.detail.submitAnswer')}
        </Button>
        {editing ? <Button onClick={() => onDone?.()}>{t('community.social.cancel')}</Button> : null}
      </div>
    </section>
  );
}
