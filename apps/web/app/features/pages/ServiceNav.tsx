import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SERVICE_SLUGS } from '@occ/shared/pages/paths';
import { PlainButton } from '~/components/plain/plain';
import { usePageConfig } from './page-config';

const CLOSE_CIRCLE =
  'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z';

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
        // antd's Alert (error, icon, an action) without its code: antd's classes, its static sheet
        <div
          data-show="true"
          className="ant-alert ant-alert-error ant-alert-outlined pb-config-error occ"
          role="alert"
          data-testid="page-config-error"
        >
          <span className="ant-alert-icon">
            <span role="img" aria-hidden className="anticon anticon-close-circle">
              <svg
                fillRule="evenodd"
                viewBox="64 64 896 896"
                focusable="false"
                width="1em"
                height="1em"
                fill="currentColor"
                aria-hidden
              >
                <path d={CLOSE_CIRCLE} />
              </svg>
            </span>
          </span>
          <div className="ant-alert-section">
            <div className="ant-alert-title">{t('pages.configError')}</div>
          </div>
          <div className="ant-alert-actions">
            <PlainButton
              look={{ size: 'small', loading: config.isFetching }}
              onClick={() => void config.refetch()}
            >
              {t('error.retry')}
            </PlainButton>
          </div>
        </div>
      ) : null}
    </>
  );
}
