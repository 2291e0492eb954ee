import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '~/components/antd/lazy-antd';
import { PlainButton } from '~/components/plain/plain';
import { useLoginPrompt } from '~/components/social/useLoginPrompt';
import { useHydrated } from '~/lib/hydrated';

// antd's tabs and text box load after the page (a signed-in reader) or on "Edit" (issue 14)
const AnswerForm = lazyWithAntd(() => import('./AnswerForm'));

/**
 * The answer editor: visitors get the login prompt instead; a signed-in reader gets the markdown
 * editor (`AnswerForm`). With `answerId` it edits that answer (prefilled with `initial`) and
 * calls `onDone` after saving or cancelling.
 */
export function AnswerEditor({
  questionId,
  loggedIn,
  answerId,
  initial,
  onDone,
}: {
  questionId: string;
  loggedIn: boolean;
  answerId?: string;
  initial?: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const prompt = useLoginPrompt();
  // the form is not server-rendered: a click on it before its code had hydrated would be lost
  const hydrated = useHydrated();
  if (!loggedIn)
    return (
      <section className="cm-answer-editor" aria-labelledby="cm-your-answer">
        <h2 id="cm-your-answer">{t('community.detail.yourAnswer')}</h2>
        <PlainButton look={{ type: 'primary' }} onClick={() => prompt()} data-testid="answer-login">
          {t('community.detail.writeAnswer')}
        </PlainButton>
      </section>
    );
  const placeholder = (
    <section className="cm-answer-editor cm-answer-editor-loading" aria-busy="true">
      {answerId !== undefined ? (
        <h3>{t('community.detail.editAnswer')}</h3>
      ) : (
        <h2>{t('community.detail.yourAnswer')}</h2>
      )}
    </section>
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AnswerForm questionId={questionId} answerId={answerId} initial={initial} onDone={onDone} />
    </Suspense>
  );
}
