import { Link } from 'react-router';
import type { NewsSummary } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';

export function NewsListItem({ item, headingLevel = 2 }: { item: NewsSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="news-item">
      {item.coverUrl ? (
        <img className="news-cover" src={item.coverUrl} alt="" width={160} height={90} loading="lazy" />
      ) : null}
      <div className="news-item-body">
        <Heading className="news-item-title">
          <Link to={`/new/${item.id}`} prefetch="intent">
            {item.title}
          </Link>
        </Heading>
        <p className="news-item-summary">{item.summary}</p>
        <p className="news-item-meta">
          <LocalTime iso={item.publishedAt} />
          <span>{item.source}</span>
        </p>
      </div>
    </article>
  );
}
