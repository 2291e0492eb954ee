import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchHref, type SearchState } from './url';

/**
 * All, then one tab per registered kind and the virtual tabs (pictures, product resources), each with its number of results (a lower bound, marked
 * "+", when the keyword matched more than the server counts); the tab is in the URL.
 */
export function SearchTabs({
  state,
  counts,
  tabs: virtual = [],
  capped = false,
}: {
  state: SearchState;
  counts: Array<{ kind: string; count: number }>;
  /** the tabs that are not one kind (pictures, product resources): after the kinds, not in All */
  tabs?: Array<{ kind: string; count: number }>;
  capped?: boolean;
}) {
  const { t } = useTranslation();
  const all = counts.reduce((n, c) => n + c.count, 0);
  const tabs = [{ kind: '', count: all }, ...counts, ...virtual];
  return (
    <nav className="sr-tabs" aria-label={t('searchPage.tabs')}>
      <ul>
        {tabs.map(({ kind, count }) => (
          <li key={kind || 'all'}>
            <Link
              to={searchHref({ ...state, tab: kind, page: 1, category: '' })}
              aria-current={state.tab === kind ? 'page' : undefined}
              preventScrollReset
              data-testid={`search-tab-${kind || 'all'}`}
            >
              {t(kind ? `searchPage.kinds.${kind}` : 'searchPage.kinds.all', { defaultValue: kind })}
              <span className="sr-count">
                {capped && count > 0 ? t('searchPage.atLeast', { count }) : count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
