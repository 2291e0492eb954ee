import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/lib/hydrated';
import type { TerminalFeed } from './terminal-feed';

// xterm.js is loaded on demand (DESIGN §8: terminals are lazy) and only in the browser: the
// server renders the frame and a spinner.
const XtermView = lazy(() => import('./XtermView'));

export function TerminalPane({
  feed,
  onInput,
  onLeave,
}: {
  feed: TerminalFeed;
  onInput: (text: string) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const loading = (
    <div className="console-xterm console-xterm-loading" role="status">
      <Spin />
      <span className="sr-only">{t('labConsole.terminal.loading')}</span>
    </div>
  );
  return (
    <section className="console-terminal" aria-labelledby="console-terminal-title">
      <h2 id="console-terminal-title" className="sr-only">
        {t('labConsole.terminal.title')}
      </h2>
      {hydrated ? (
        <Suspense fallback={loading}>
          <XtermView
            feed={feed}
            onInput={onInput}
            onLeave={onLeave}
            label={t('labConsole.terminal.input')}
            describedBy="console-terminal-help"
          />
        </Suspense>
      ) : (
        loading
      )}
      <p id="console-terminal-help" className="console-hint">
        {t('labConsole.terminal.help')}
      </p>
    </section>
  );
}
