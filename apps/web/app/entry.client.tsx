import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { consolePath, loadCatalog, loadConsoleCatalog } from './i18n';

// Only the reader's UI catalogue is loaded (<html lang> is the locale the server rendered); it
// must be in place before hydration so the first client render matches the server's HTML. If it
// cannot be loaded the page still hydrates: working buttons with key names beat a dead page.
// The console's own words come only with a console page.
const load = consolePath(window.location.pathname) ? loadConsoleCatalog : loadCatalog;
void load(document.documentElement.lang || 'zh-CN')
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
