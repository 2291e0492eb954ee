import { useTranslation } from 'react-i18next';
import { Empty } from '~/components/plain/plain';
import { Link } from 'react-router';
import type { NewsSummary } from '@occ/shared';
import { NewsListItemCompact } from './NewsListItemCompact';

export function LatestNews({ news }: { news: NewsSummary[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="news-heading" className="home-section">
      <div className="section-head">
        <h2 id="news-heading">{t('home.latestNews')}</h2>
        <Link to="/news">{t('home.moreNews')} →</Link>
      </div>
      {news.length === 0 ? (
        <Empty description={t('home.noNews')} />
      ) : (
        <ul className="news-grid">
          {news.map((n) => (
            <li key={n.id}>
              <NewsListItemCompact item={n} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
