import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SERVICE_SLUGS } from '@occ/shared/pages/paths';
import { IconAlert } from '~/components/plain/IconAlert';
import { PlainButton } from '~/components/plain/plain';
import { usePageConfig } from './page-config';

interface NavEntry {
  slug: string;
  path: string;
  label: string;
}

/**
 * The service sub-navigation. The server renders the pages of spec §2; in the browser the page
 * configuration (client cache, page-config.ts) then decides: only published pages, and the
 * published /service pages staff added (from a template, say) after them, under their titles.
 * A failed read keeps the links and says so with a retry (spec §8), never an empty bar.
 */
export function ServiceNav({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const config = usePageConfig();
  let entries: NavEntry[] = SERVICE_SLUGS.map((s) => ({
    slug: s,
    path: `/service/${s}`,
    label: t(`pages.nav.${s}`),
  }));
  if (config.data) {
    const published = config.data.pages.filter((p) => p.path.startsWith('/service/'));
    const known = new Set<string>(SERVICE_SLUGS);
    entries = [
      ...entries.filter((e) => published.some((p) => p.slug === e.slug)),
      ...published
        .filter((p) => !known.has(p.slug))
        .map((p) => ({
          slug: p.slug,
          path: p.path,
          label: locale === 'zh-CN' ? p.titleZh : p.titleEn || p.titleZh,
        })),
    ];
  }
  return (
    <>
      <nav className="pb-subnav" aria-label={t('pages.subnav')} data-config={config.status}>
        {entries.map((e) => (
          <NavLink key={e.slug} to={e.path} className="pb-subnav-link">
            {e.label}
          </NavLink>
        ))}
      </nav>
      {config.isError ? (
        <IconAlert
          type="error"
          title={t('pages.configError')}
          className="pb-config-error"
          data-testid="page-config-error"
          action={
            <PlainButton
              look={{ size: 'small', loading: config.isFetching }}
              onClick={() => void config.refetch()}
            >
              {t('error.retry')}
            </PlainButton>
          }
        />
      ) : null}
    </>
  );
}
