import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { contentLocale, translate } from '@occ/shared';
import { useHydrated } from '~/lib/hydrated';
import type { SaveStatus as Status } from './useAutoSave';

/** HH:mm:ss of an instant: UTC while server-rendered and hydrating, the reader's zone after. */
function ClockTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const text = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: hydrated ? undefined : 'UTC',
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

/**
 * Where the working copy stands: "Auto-saved at HH:mm:ss", saving, or "draft save failed" (spec §8)
 * with the reason; the text stays in the editor either way. Announced politely to screen readers.
 */
export function SaveStatus({
  status,
  savedAt,
  error,
  dirty,
}: {
  status: Status;
  savedAt: string | null;
  error: string | null;
  dirty: boolean;
}) {
  const { t, i18n } = useTranslation();
  const failed = status === 'failed' || status === 'conflict';
  return (
    <div
      className="pt-save-status"
      aria-live="polite"
      data-testid="autosave-status"
      data-status={status}
      data-dirty={dirty}
    >
      {status === 'saving' ? <span className="pt-muted">{t('posts.editor.saving')}</span> : null}
      {failed ? (
        <span className="pt-error" role="alert" data-testid="autosave-failed">
          {translate('draftSaveFailed', contentLocale(i18n.language))}
          {error ? `: ${error}` : ''}
          {status === 'conflict' ? (
            <Button size="small" type="link" onClick={() => window.location.reload()}>
              {t('posts.editor.reload')}
            </Button>
          ) : (
            <> {t('posts.editor.keptHere')}</>
          )}
        </span>
      ) : null}
      {status === 'saved' && savedAt ? (
        <span data-testid="autosave-time">
          {t('posts.editor.autoSavedAt')} <ClockTime iso={savedAt} />
          {dirty ? <span className="pt-muted"> · {t('posts.editor.unsaved')}</span> : null}
        </span>
      ) : null}
      {status === 'idle' ? <span className="pt-muted">{t('posts.editor.notSaved')}</span> : null}
    </div>
  );
}
