import { Link } from 'react-router';
import type { SearchHit } from '@occ/shared';

/** The Pictures tab: the results as a grid of their pictures, each captioned with its title. */
export function SearchPictures({ items }: { items: SearchHit[] }) {
  return (
    <ul className="sr-pictures">
      {items.map((hit) => (
        <li key={`${hit.kind}:${hit.id}`} data-testid="search-result">
          <Link to={hit.url} className="sr-picture">
            {hit.image ? <img src={hit.image} alt="" loading="lazy" /> : null}
            <span className="sr-picture-title" dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
