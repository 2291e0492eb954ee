import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './plain/plain';
import { useNavigation } from 'react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '@occ/shared';

/**
 * spec §2: a route chunk (or its data) that takes longer than 120 s is a failed load.
 * A failed chunk import already reaches the error boundary; this covers the hang.
 */
export function NavigationWatchdog() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [stuckOn, setStuckOn] = useState<string | null>(null);
  const target = navigation.location ? navigation.location.pathname + navigation.location.search : null;

  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => setStuckOn(target), CHUNK_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [target]);

  if (!stuckOn || stuckOn !== target) return null;
  return (
    <div role="alert" className="load-timeout">
      <strong>{t('error.page')}</strong>
      <span>{t('error.pageDetail')}</span>
      <button
        type="button"
        className={buttonClass({ type: 'primary' })}
        onClick={() => window.location.assign(stuckOn)}
      >
        {t('error.retry')}
      </button>
    </div>
  );
}
