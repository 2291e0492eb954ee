import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '~/components/antd/lazy-antd';

// the modal (antd Form, zod schema, graphic code) is fetched on the first click only, so no
// public page's first-route JavaScript carries it
const BusinessModal = lazyWithAntd(() => import('./BusinessModal'));

/**
 * "Business cooperation": opens the enquiry modal. `as="link"` is a text button for the footer,
 * `as="button"` a regular button (home page). Plain elements: antd stays out of this chunk.
 */
const LINK_STYLE = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
} as const;
const BUTTON_STYLE = {
  border: 0,
  borderRadius: 6,
  padding: '8px 20px',
  font: 'inherit',
  color: '#fff',
  background: 'var(--occ-primary, #1668dc)',
  cursor: 'pointer',
} as const;

export function BusinessButton({ as = 'link', className }: { as?: 'link' | 'button'; className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? (as === 'link' ? 'link-button' : 'business-button')}
        style={as === 'link' ? LINK_STYLE : BUTTON_STYLE}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('adminAccess.business.open')}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <BusinessModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
