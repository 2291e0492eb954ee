import type { SearchHit } from '@occ/shared';
import { markHits, markTerms, snippet } from './highlight';
import type { FoundRow } from './service';

/** A result card's data: the title and an excerpt with the keyword's hits marked (escaped HTML). */
export function presentHit(row: FoundRow, keyword: string): SearchHit {
  const terms = markTerms(keyword);
  return {
    kind: row.kind,
    id: row.ref_id,
    title: row.title,
    titleHtml: markHits(row.title, terms),
    snippetHtml: snippet(row.body, terms),
    url: row.url,
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
    image: row.image ?? null,
  };
}
