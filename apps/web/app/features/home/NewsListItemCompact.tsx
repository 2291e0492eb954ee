import { LocalTime } from '~/components/LocalTime';
import { Link } from 'react-router';
import type { NewsSummary } from '@occ/shared';

/** A news card on the home page (features do not import each other, so home has its own). */
export function NewsListItemCompact({ item }: { item: NewsSummary }) {
  return (
    <article className="news-card">
      {item.coverUrl ? <img src={item.coverUrl} alt="" width={320} height={180} loading="lazy" /> : null}
      <h3>
        <Link to={`/new/${item.id}`} prefetch="intent">
          {item.title}
        </Link>
      </h3>
      <p>
        <LocalTime iso={item.publishedAt} />
      </p>
    </article>
  );
}
