import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsSummary } from '@occ/shared';

/** A news card on the home page (features do not import each other, so home has its own). */
export function NewsListItemCompact({ item }: { item: NewsSummary }) {
  const { i18n } = useTranslation();
  return (
    <article className="news-card">
      {item.coverUrl ? <img src={item.coverUrl} alt="" width={320} height={180} loading="lazy" /> : null}
      <h3>
        <Link to={`/new/${item.id}`} prefetch="intent">
          {item.title}
        </Link>
      </h3>
      <p>
        <time dateTime={item.publishedAt}>
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(item.publishedAt),
          )}
        </time>
      </p>
    </article>
  );
}
