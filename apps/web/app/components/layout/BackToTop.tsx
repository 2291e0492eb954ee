import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '~/lib/motion';
import { useScrolledPast } from '~/lib/scroll';
import { ArrowUpIcon } from './icons';

/** Appears once the page is scrolled past spec §9's threshold (100 px); takes the reader back up. */
export function BackToTop() {
  const { t } = useTranslation();
  const shown = useScrolledPast();
  if (!shown) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={t('scroll.backToTop')}
      title={t('scroll.backToTop')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        document
          .querySelector<HTMLElement>('.site-header a, .site-header button')
          ?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
