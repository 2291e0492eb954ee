import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { PublicPage } from '@occ/shared/pages/blocks';
import { PreviewBanner } from '~/components/Preview';
import { BLOCK_RENDERERS } from './blocks';

/** The /service pages of spec §2, in the sub-navigation's order. */
export const SERVICE_SLUGS = [
  'building',
  'hosting',
  'application',
  'certification',
  'university',
  'recruit',
  'coscon',
  'industry2024',
  'salon',
] as const;

/** A page of typed blocks, each drawn by its type's renderer; /service pages get the sub-navigation. */
export function PageView({ page, preview }: { page: PublicPage; preview: boolean }) {
  const { t } = useTranslation();
  const isService = (SERVICE_SLUGS as readonly string[]).includes(page.slug);
  return (
    <div className="pb-page" lang={page.locale}>
      {preview ? <PreviewBanner className="preview-banner pb-preview-banner" /> : null}
      {isService ? (
        <nav className="pb-subnav" aria-label={t('pages.subnav')}>
          {SERVICE_SLUGS.map((s) => (
            <NavLink key={s} to={`/service/${s}`} className="pb-subnav-link">
              {t(`pages.nav.${s}`)}
            </NavLink>
          ))}
        </nav>
      ) : null}
      {page.blocks.map((b, i) => {
        const Block = BLOCK_RENDERERS[b.type as keyof typeof BLOCK_RENDERERS];
        return Block ? <Block key={i} props={b.props as never} /> : null;
      })}
    </div>
  );
}
