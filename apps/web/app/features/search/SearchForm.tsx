import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router';
import { SEARCH_KEYWORD_MAX, SEARCH_KEYWORD_MIN } from '@occ/shared';
import { keywordTooShort, searchHref, type SearchState } from './url';

/** The page's own query box: a GET form to /search (works without scripts), keeping the tab and order. */
export function SearchForm({ state }: { state: SearchState }) {
  const { keyword, tab, sort, time, category } = state;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState(false);
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="sr-form"
      onSubmit={(e) => {
        e.preventDefault();
        const value = String(new FormData(e.currentTarget).get('keyword') ?? '').trim();
        if (keywordTooShort(value)) return setError(true);
        void navigate(searchHref({ ...state, keyword: value, page: 1 }));
      }}
    >
      <input
        key={keyword}
        name="keyword"
        type="search"
        defaultValue={keyword}
        maxLength={SEARCH_KEYWORD_MAX}
        aria-label={t('searchPage.label')}
        aria-invalid={error || undefined}
        aria-describedby={error ? 'sr-form-error' : undefined}
        placeholder={t('search.placeholder')}
        onChange={() => setError(false)}
        className="sr-input"
      />
      {tab ? <input type="hidden" name="tab" value={tab} /> : null}
      {sort !== 'relevance' ? <input type="hidden" name="sort" value={sort} /> : null}
      {time !== 'any' ? <input type="hidden" name="time" value={time} /> : null}
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <button type="submit" className="sr-submit">
        {t('search.button')}
      </button>
      {error ? (
        <p id="sr-form-error" role="alert" className="sr-error">
          {t('search.tooShort', { min: SEARCH_KEYWORD_MIN })}
        </p>
      ) : null}
    </Form>
  );
}
