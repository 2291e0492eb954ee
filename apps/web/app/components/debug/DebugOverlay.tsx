import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEBUG_PERMISSION, STORAGE_KEYS } from '@occ/shared';
import { holds } from '@occ/shared/admin/permissions';
import { useCurrentUser } from '~/lib/current-user';
import { useStoredFlag } from '~/lib/stored-flag';
import { onCalls, watchCalls, type DebugCall } from './debug-calls';

/** The page's own request as the server reported it (root loader; staff only). */
export interface PageDebug {
  requestId: string;
  serverTime: string;
}

/**
 * Staff debug mode (spec §3): with the debug-mode key set, a holder of `debug.view` sees on every
 * page the page request's id, the server time and the API calls the page made with their
 * durations. Anyone else sees nothing, whatever the key says (and the server sends them nothing).
 */
export function DebugOverlay({ page }: { page: PageDebug | null }) {
  const { user } = useCurrentUser();
  const [enabled] = useStoredFlag(STORAGE_KEYS.debugMode);
  const active = enabled && holds(user, DEBUG_PERMISSION);
  const [calls, setCalls] = useState<readonly DebugCall[]>([]);
  useEffect(() => {
    if (!active) return;
    const stop = watchCalls();
    const off = onCalls(setCalls);
    return () => {
      off();
      stop();
    };
  }, [active]);
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <aside className="debug-overlay" aria-label={t('debug.title')} data-testid="debug-overlay">
      <strong>{t('debug.title')}</strong>
      {page ? (
        <dl>
          <dt>{t('debug.requestId')}</dt>
          <dd data-testid="debug-request-id">{page.requestId}</dd>
          <dt>{t('debug.serverTime')}</dt>
          <dd>{page.serverTime}</dd>
        </dl>
      ) : null}
      <h2>{t('debug.calls')}</h2>
      {calls.length === 0 ? (
        <p>{t('debug.noCalls')}</p>
      ) : (
        <ol>
          {calls.map((c, i) => (
            <li key={`${calls.length - i}`} data-testid="debug-call">
              <code>
                {c.method} {c.path}
              </code>{' '}
              {c.status} · {t('debug.duration', { ms: c.ms })}
              {c.serverMs !== null ? ` (${t('debug.duration', { ms: c.serverMs })})` : null}
              {c.requestId ? <span className="debug-request-id"> · {c.requestId}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
