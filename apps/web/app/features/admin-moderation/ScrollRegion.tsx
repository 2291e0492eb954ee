import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A wide table's scroll container that keyboard users can focus and scroll, named for screen readers. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={t('admin.common.table', { what: label })}
      tabIndex={0}
      style={{ overflowX: 'auto' }}
    >
      {children}
    </div>
  );
}
