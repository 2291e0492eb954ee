import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ASSISTANT_QUESTION_MAX, ASSISTANT_QUESTION_MIN, type AssistantAnswer } from '@occ/shared';
import { request } from '~/lib/request';
import { loadConversation, saveConversation, type AssistantTurn } from './conversation';

const enc = encodeURIComponent;

function Turn({ turn }: { turn: AssistantTurn }) {
  const { t } = useTranslation();
  const title = enc(turn.question.slice(0, 50));
  return (
    <li className="assistant-turn">
      <p className="assistant-question">{turn.question}</p>
      <div className="assistant-answer" data-testid="assistant-answer">
        {turn.passages === null ? (
          <p>{t(turn.failed ? 'searchPage.assistant.failed' : 'searchPage.assistant.thinking')}</p>
        ) : turn.passages.length === 0 ? (
          <p>{t('searchPage.assistant.none')}</p>
        ) : (
          <>
            <p>{t('searchPage.assistant.found')}</p>
            <ol className="assistant-passages">
              {turn.passages.map((p) => (
                <li key={p.url + p.title}>
                  <Link to={p.url} className="assistant-passage-title">
                    {p.title}
                  </Link>
                  <span className="assistant-kind">{t(`searchPage.assistant.kinds.${p.kind}`)}</span>
                  {/* escaped by the server; only <mark> added */}
                  <p className="assistant-snippet" dangerouslySetInnerHTML={{ __html: p.snippetHtml }} />
                </li>
              ))}
            </ol>
          </>
        )}
        {turn.passages !== null ? (
          <p className="assistant-more">
            <Link to={`/community/qa/add?title=${title}`}>{t('searchPage.assistant.askCommunity')}</Link>
            <Link to={`/support_form?title=${title}`}>{t('searchPage.assistant.openTicket')}</Link>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The assistant's conversation: answers are passages of the site with links, never invented text. */
export default function AssistantPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [turns, setTurns] = useState<AssistantTurn[]>(() => loadConversation().turns);
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    saveConversation({ open, turns });
    list.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [open, turns]);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const ask = async () => {
    const question = text.trim();
    if ([...question].length < ASSISTANT_QUESTION_MIN) return;
    setText('');
    const at = turns.length;
    setTurns((all) => [...all, { question, passages: null }]);
    const answer = await request<AssistantAnswer>('/api/assistant/ask', {
      method: 'POST',
      body: { question },
      timeout: 15_000,
    }).catch(() => null);
    setTurns((all) =>
      all.map((turn, i) =>
        i === at ? { question, passages: answer?.passages ?? [], failed: answer === null } : turn,
      ),
    );
  };

  if (!open) return null;
  return (
    <section className="assistant-panel" aria-labelledby="assistant-title" data-testid="assistant-panel">
      <header className="assistant-head">
        <h2 id="assistant-title">{t('searchPage.assistant.name')}</h2>
        <button type="button" onClick={onClose} aria-label={t('searchPage.assistant.close')}>
          ×
        </button>
      </header>
      <ol className="assistant-turns" ref={list} aria-live="polite">
        <li className="assistant-turn">
          <div className="assistant-answer">{t('searchPage.assistant.hello')}</div>
        </li>
        {turns.map((turn, i) => (
          <Turn key={i} turn={turn} />
        ))}
      </ol>
      <form
        className="assistant-form"
        onSubmit={(e) => {
          e.preventDefault();
          void ask();
        }}
      >
        <label htmlFor="assistant-input" className="sr-only">
          {t('searchPage.assistant.label')}
        </label>
        <textarea
          id="assistant-input"
          ref={input}
          rows={2}
          value={text}
          maxLength={ASSISTANT_QUESTION_MAX}
          placeholder={t('searchPage.assistant.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void ask();
            }
          }}
        />
        <button type="submit" data-testid="assistant-send">
          {t('searchPage.assistant.send')}
        </button>
      </form>
    </section>
  );
}
