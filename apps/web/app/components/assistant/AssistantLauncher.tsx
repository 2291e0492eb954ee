import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '~/components/antd/lazy-antd';
import { useHydrated } from '~/lib/hydrated';
import { loadConversation, saveConversation } from './conversation';
import './assistant.css';

// the panel's code (and antd's parts it uses) loads only when the assistant is first opened
const AssistantPanel = lazyWithAntd(() => import('./AssistantPanel'));

/**
 * The assistant robot's button at the bottom right of every page (spec §2). Opening it loads the
 * panel; an open panel stays open across page changes and reloads of the tab.
 */
export function AssistantLauncher() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // null until the reader opens or closes it: then as the tab's stored conversation says
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [loaded, setLoaded] = useState(false);
  const open = chosen ?? (hydrated && loadConversation().open);

  const toggle = (next: boolean) => {
    setChosen(next);
    if (next) setLoaded(true);
    saveConversation({ ...loadConversation(), open: next });
  };

  return (
    <div className="assistant">
      {loaded || open ? (
        <Suspense fallback={null}>
          <AssistantPanel open={open} onClose={() => toggle(false)} />
        </Suspense>
      ) : null}
      {open ? null : (
        <button
          type="button"
          className="assistant-launcher"
          aria-label={t('searchPage.assistant.open')}
          data-testid="assistant-open"
          onClick={() => toggle(true)}
        >
          <span aria-hidden="true">🤖</span>
          <span className="assistant-launcher-text">{t('searchPage.assistant.name')}</span>
        </button>
      )}
    </div>
  );
}
