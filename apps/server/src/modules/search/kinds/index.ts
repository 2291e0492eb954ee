import type { SearchKind } from '../registry';
import { documentSearch } from './documents';
import { newsSearch } from './news';
import { postSearch } from './posts';
import { productSearch } from './products';
import { questionSearch } from './questions';
import { resourceSearch } from './resources';
import { videoSearch } from './videos';

/** Every searchable kind, in the order of the search page's tabs. */
export const SEARCH_KINDS: readonly SearchKind[] = [
  questionSearch,
  postSearch,
  videoSearch,
  newsSearch,
  productSearch,
  documentSearch,
  resourceSearch,
];

export const searchKindOf = (key: string) => SEARCH_KINDS.find((k) => k.key === key);
