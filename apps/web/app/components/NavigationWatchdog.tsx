import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '@occ/shared';

/**
 * spec §2: a route chunk (or its data) that takes longer than 120 s is a failed load.
 * A failed chunk import already reaches the error boundary; this covers the hang.
 */
export function NavigationWatchdog() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [stuck, setStuck] = useState(false);
  const target = navigation.location ? navigation.location.pathname + navigation.location.search : null;

  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => setStuck(true), CHUNK_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [target]);

  return (
    <Modal
      open={stuck}
      title={t('error.page')}
      okText={t('error.retry')}
      onOk={() => window.location.assign(target ?? window.location.href)}
      onCancel={() => setStuck(false)}
    >
      {t('error.pageDetail')}
    </Modal>
  );
}
