import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { SEARCH_KEYWORD_MAX, SEARCH_KEYWORD_MIN } from '@occ/shared';
import { CloseIcon, SearchIcon } from './icons';
import { useSearchSuggestions } from './useSearchSuggestions';

/**
 * Global search entry (spec §5: keyword at least 2 characters). Native controls: it is on every
 * page, and without scripts the form still submits to /search. On phones it is an icon that
 * opens the field across the whole width under the header (CSS decides which one shows).
 * While typing it suggests titles (arrow keys move, Enter opens one; Escape closes the list).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState(false);
  // open at one address: any navigation (a search included) folds the phone field away again
  const here = location.pathname + location.search;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (value: boolean) => setOpenAt(value ? here : null);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(true);
  const suggestions = useSearchSuggestions(typed);
  const showList = listOpen && suggestions.length > 0;

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setError(false);
    toggle.current?.focus();
  };

  return (
    <div className={`search-entry${open ? ' search-open' : ''}`}>
      <button
        ref={toggle}
        type="button"
        className="search-toggle icon-button"
        aria-label={t('search.open')}
        aria-expanded={open}
        aria-controls="site-search"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <SearchIcon />
      </button>
      <form
        id="site-search"
        role="search"
        className="search-box"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && showList) return setListOpen(false);
          if (e.key === 'Escape' && open) close();
          if (!showList || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
          e.preventDefault();
          const step = e.key === 'ArrowDown' ? 1 : -1;
          // -1 is the typed text itself; past either end wraps round
          setActive((i) => ((i + step + 1 + suggestions.length + 1) % (suggestions.length + 1)) - 1);
        }}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setListOpen(false);
        }}
        action="/search"
        onSubmit={(e) => {
          e.preventDefault();
          const chosen = showList ? suggestions[active] : undefined;
          setListOpen(false);
          if (chosen) return void navigate(chosen.url);
          const keyword = String(new FormData(e.currentTarget).get('keyword') ?? '').trim();
          if (keyword.length < SEARCH_KEYWORD_MIN) return setError(true);
          void navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
        }}
      >
        <div className={`search-field${error ? ' search-field-error' : ''}`}>
          <input
            ref={input}
            type="search"
            name="keyword"
            aria-label={t('search.label')}
            aria-invalid={error || undefined}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            maxLength={SEARCH_KEYWORD_MAX}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls="site-search-suggestions"
            aria-activedescendant={showList && active >= 0 ? `site-search-option-${active}` : undefined}
            onChange={(e) => {
              setError(false);
              setTyped(e.target.value);
              setActive(-1);
              setListOpen(true);
            }}
            onFocus={() => setListOpen(true)}
          />
          <button type="submit">
            <SearchIcon />
            <span className="sr-only">{t('search.button')}</span>
          </button>
          <button type="button" className="search-close" aria-label={t('search.close')} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <ul
          id="site-search-suggestions"
          role="listbox"
          aria-label={t('searchPage.suggestions')}
          className="search-suggestions"
          hidden={!showList}
        >
          {suggestions.map((s, i) => (
            <li key={s.url} id={`site-search-option-${i}`} role="option" aria-selected={i === active}>
              <Link to={s.url} tabIndex={-1} onClick={() => setListOpen(false)}>
                <span className="search-suggestion-kind">
                  {t(`searchPage.kinds.${s.kind}`, { defaultValue: s.kind })}
                </span>
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
        {error ? (
          <div role="alert" className="field-error">
            {t('search.tooShort', { min: SEARCH_KEYWORD_MIN })}
          </div>
        ) : null}
      </form>
    </div>
  );
}
