import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_KEYWORD_MIN } from '@occ/shared';
import { CloseIcon, SearchIcon } from './icons';

/**
 * Global search entry (spec §5: keyword at least 2 characters). Native controls: it is on every
 * page, and without scripts the form still submits to /search. On phones it is an icon that
 * opens the field across the whole width under the header (CSS decides which one shows).
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
          if (e.key === 'Escape' && open) close();
        }}
        action="/search"
        onSubmit={(e) => {
          e.preventDefault();
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
            onChange={() => setError(false)}
          />
          <button type="submit">
            <SearchIcon />
            <span className="sr-only">{t('search.button')}</span>
          </button>
          <button type="button" className="search-close" aria-label={t('search.close')} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        {error ? (
          <div role="alert" className="field-error">
            {t('search.tooShort', { min: SEARCH_KEYWORD_MIN })}
          </div>
        ) : null}
      </form>
    </div>
  );
}
