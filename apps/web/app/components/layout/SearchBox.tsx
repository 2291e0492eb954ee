import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_KEYWORD_MIN } from '@occ/shared';

/** Global search entry (spec §5: keyword at least 2 characters). */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState(false);
  return (
    <form role="search" className="search-box" action="/search" onSubmit={(e) => e.preventDefault()}>
      <Input.Search
        name="keyword"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        status={error ? 'error' : undefined}
        enterButton={<span className="sr-only">{t('search.button')}</span>}
        onChange={() => setError(false)}
        onSearch={(value) => {
          const keyword = value.trim();
          if (keyword.length < SEARCH_KEYWORD_MIN) return setError(true);
          navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
        }}
      />
      {error ? (
        <div role="alert" className="field-error">
          {t('search.tooShort', { min: SEARCH_KEYWORD_MIN })}
        </div>
      ) : null}
    </form>
  );
}
