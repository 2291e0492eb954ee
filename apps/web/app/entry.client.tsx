import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalog } from './i18n';

// Only the reader's UI catalogue is loaded (<html lang> is the locale the server rendered), and of
// it only the areas of this page (i18n/tiers.ts): they must be in place before hydration so the
// first client render matches the server's HTML. If they cannot be loaded the page still hydrates:
// working buttons with key names beat a dead page. The next pages' areas come with their
// navigation (the site layout's clientLoader).
void loadCatalog(document.documentElement.lang || 'zh-CN', window.location.pathname)
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
