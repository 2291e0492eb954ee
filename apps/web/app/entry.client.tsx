import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalog } from './i18n';

// Only the reader's UI catalogue is loaded (<html lang> is the locale the server rendered); it
// must be in place before hydration so the first client render matches the server's HTML. If it
// cannot be loaded the page still hydrates: working buttons with key names beat a dead page.
void loadCatalog(document.documentElement.lang || 'zh-CN')
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
