import type { SearchHit } from '@occ/shared';
import type { Db } from '../../db/client';
import { searchKindOf } from './kinds';

/**
 * Adds each hit's card (the kind's live extras, registry.ts `cards`): one query per kind present
 * on the page, run side by side, whatever the page's size. Read after the cached answer, so the
 * numbers are the database's, not the cache's.
 */
export async function withCards(db: Db, items: SearchHit[]): Promise<SearchHit[]> {
  const idsByKind = new Map<string, string[]>();
  for (const hit of items) idsByKind.set(hit.kind, [...(idsByKind.get(hit.kind) ?? []), hit.id]);
  const loaded = await Promise.all(
    [...idsByKind].map(async ([key, ids]) => {
      const kind = searchKindOf(key);
      return [key, kind?.cards ? await kind.cards(db, ids) : undefined] as const;
    }),
  );
  const cards = new Map(loaded);
  return items.map((hit) => {
    const card = cards.get(hit.kind)?.get(hit.id);
    return card ? { ...hit, card } : hit;
  });
}
