import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A wide table's horizontal scroll container that keyboard users can focus and scroll (WCAG
 * 2.1.1), named for screen readers; antd's own `scroll.x` wrapper cannot take a tabindex.
 */
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
