import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentHelpful } from '@occ/shared';
import { request } from '~/lib/request';

/** "Was this helpful?": one vote per user or address; pressing the other answer changes it. */
export function HelpfulVote({ documentId, initial }: { documentId: number; initial: DocumentHelpful }) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const vote = async (helpful: boolean) => {
    setPending(true);
    setError(null);
    try {
      setCounts(
        await request<DocumentHelpful>(`/api/documents/${documentId}/helpful`, {
          method: 'PUT',
          body: { helpful },
        }),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="doc-helpful" role="group" aria-labelledby="doc-helpful-q">
      <span id="doc-helpful-q">{t('documents.helpful.question')}</span>
      {([true, false] as const).map((yes) => (
        <button
          key={String(yes)}
          type="button"
          aria-pressed={counts.mine === yes}
          disabled={pending}
          onClick={() => void vote(yes)}
        >
          {t(yes ? 'documents.helpful.yes' : 'documents.helpful.no')}
        </button>
      ))}
      <span className="doc-helpful-count" role="status">
        {counts.mine !== null ? `${t('documents.helpful.thanks')} · ` : ''}
        {t('documents.helpful.count', { yes: counts.yes, no: counts.no })}
      </span>
      {error ? <span role="alert">{error}</span> : null}
    </div>
  );
}
