import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_KEYWORD_MIN } from '@occ/shared';

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Global search entry (spec §5: keyword at least 2 characters). Native controls: it is on every
 * page, and without scripts the form still submits to /search.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState(false);
  return (
    <form
      role="search"
      className="search-box"
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
      </div>
      {error ? (
        <div role="alert" className="field-error">
          {t('search.tooShort', { min: SEARCH_KEYWORD_MIN })}
        </div>
      ) : null}
    </form>
  );
}
