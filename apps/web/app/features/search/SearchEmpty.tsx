import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchResults } from '@occ/shared';
import { searchHref, type SearchState } from './url';

/**
 * No results: the spec's "No results", a close spelling that finds something and the popular
 * searches, as links to their result pages (the tab and filters are dropped: they may be why).
 */
export function SearchEmpty({
  state,
  suggestions,
}: {
  state: SearchState;
  suggestions: SearchResults['suggestions'];
}) {
  const { t } = useTranslation();
  const hrefOf = (keyword: string) => searchHref({ keyword, sort: state.sort });
  const popular = suggestions?.popular.filter((q) => q !== suggestions.spelling) ?? [];
  return (
    <div className="sr-empty" data-testid="search-empty">
      <Empty description={t('searchPage.empty')} />
      {suggestions?.spelling ? (
        <p className="sr-spelling">
          {t('searchPage.didYouMean')}{' '}
          <Link to={hrefOf(suggestions.spelling)} data-testid="search-spelling">
            {suggestions.spelling}
          </Link>
        </p>
      ) : null}
      {popular.length ? (
        <nav className="sr-popular" aria-label={t('searchPage.popular')}>
          <h2>{t('searchPage.popular')}</h2>
          <ul>
            {popular.map((q) => (
              <li key={q}>
                <Link to={hrefOf(q)}>{q}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
