import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchHit } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { CardFacts, CardPicture } from './SearchCardExtras';

/**
 * One result: its kind, the title and an excerpt with the keyword marked, then the kind's own
 * facts (a product's picture, a video's length, a question's answers, a resource's download). The server escapes the
 * text and adds only <mark> elements (modules/search/highlight.ts), so the HTML is safe to show.
 */
export function SearchResultCard({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  return (
    <article className="sr-card" data-testid="search-result" data-kind={hit.kind}>
      <CardPicture card={hit.card} title={hit.title} />
      <div className="sr-card-main">
        <div className="sr-card-meta">
          <span className={`sr-kind sr-kind-${hit.kind}`}>
            {t(`searchPage.kinds.${hit.kind}`, { defaultValue: hit.kind })}
          </span>
          {hit.publishedAt ? <LocalTime iso={hit.publishedAt} /> : null}
        </div>
        <h2 className="sr-card-title">
          <Link to={hit.url}>
            <span dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
          </Link>
        </h2>
        {hit.snippetHtml ? (
          <p className="sr-snippet" dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} />
        ) : null}
        <CardFacts card={hit.card} title={hit.title} />
      </div>
    </article>
  );
}
