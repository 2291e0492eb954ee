import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalog } from './i18n';

// Only the reader's UI catalogue is loaded (<html lang> is the locale the server rendered); it
// must be in place before hydration so the first client render matches the server's HTML.
void loadCatalog(document.documentElement.lang || 'zh-CN').then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
