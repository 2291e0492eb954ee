import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_CATEGORIES, SEARCH_SORTS, SEARCH_TIMES } from '@occ/shared';
import { searchHref, type SearchState } from './url';

interface OptionGroup {
  /** the catalogue key of the group's name and of its values (`searchPage.<name>.<value>`) */
  name: string;
  values: readonly string[];
  current: string;
  /** the state a value leads to (always the first page) */
  stateOf: (value: string) => SearchState;
  /** a value's catalogue key, when not `searchPage.<name>.<value>` */
  keyOf?: (value: string) => string;
}

/**
 * The result page's order and filters as links (they work without scripts and keep the keyword
 * and tab in the URL); they wrap on a phone.
 */
export function SearchOptions({ state }: { state: SearchState }) {
  const groups: OptionGroup[] = [
    {
      name: 'sort',
      values: SEARCH_SORTS,
      current: state.sort,
      stateOf: (sort) => ({ ...state, sort: sort as SearchState['sort'], page: 1 }),
    },
    {
      name: 'time',
      values: SEARCH_TIMES,
      current: state.time,
      stateOf: (time) => ({ ...state, time: time as SearchState['time'], page: 1 }),
    },
  ];
  if (state.tab === 'products')
    groups.push({
      name: 'category',
      values: ['', ...PRODUCT_CATEGORIES],
      current: state.category,
      stateOf: (category) => ({ ...state, category, page: 1 }),
      keyOf: (c) => (c ? `catalogue.categories.${c}` : 'searchPage.category.all'),
    });
  return (
    <div className="sr-options">
      {groups.map((g) => (
        <Group key={g.name} group={g} />
      ))}
    </div>
  );
}

function Group({ group }: { group: OptionGroup }) {
  const { t } = useTranslation();
  const label = t(`searchPage.${group.name}.label`);
  return (
    <nav className="sr-option-group" aria-label={label} data-testid={`search-${group.name}`}>
      <span className="sr-option-label" aria-hidden="true">
        {label}
      </span>
      <ul>
        {group.values.map((value) => (
          <li key={value}>
            <Link
              to={searchHref(group.stateOf(value))}
              aria-current={group.current === value ? 'true' : undefined}
              preventScrollReset
              data-testid={`search-${group.name}-${value || 'all'}`}
            >
              {t(group.keyOf ? group.keyOf(value) : `searchPage.${group.name}.${value}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
