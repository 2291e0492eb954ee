import { isNotNull, type SQL } from 'drizzle-orm';
import { searchDocuments as d } from '../../../db/schema';
import type { SearchKind } from '../registry';
import { answerSearch } from './answers';
import { componentSearch } from './components';
import { courseSearch } from './courses';
import { documentSearch } from './documents';
import { eventSearch } from './events';
import { faqSearch } from './faqs';
import { newsSearch } from './news';
import { postSearch } from './posts';
import { productSearch } from './products';
import { questionSearch } from './questions';
import { resourceSearch } from './resources';
import { vendorSearch } from './vendors';
import { videoSearch } from './videos';

/** Every indexed kind, those of the search page in the order of its tabs. */
export const SEARCH_KINDS: readonly SearchKind[] = [
  questionSearch,
  postSearch,
  videoSearch,
  newsSearch,
  productSearch,
  documentSearch,
  courseSearch,
  eventSearch,
  faqSearch,
  answerSearch,
  resourceSearch,
  componentSearch,
  vendorSearch,
];

/** The kinds of the search page's tabs, results and counts. */
export const TAB_KINDS: readonly SearchKind[] = SEARCH_KINDS.filter((k) => k.tab !== false);

export const searchKindOf = (key: string) => SEARCH_KINDS.find((k) => k.key === key);

/**
 * A tab that is not one kind (spec: picture, product resources): some kinds' rows that meet a
 * further condition on their index row. Its key is the tab in the URL like a kind's.
 */
export interface VirtualTab {
  key: string;
  kinds: readonly string[];
  where: SQL;
}

export const VIRTUAL_TABS: readonly VirtualTab[] = [
  // posts, questions and products with a picture (shown as a grid of pictures)
  { key: 'pictures', kinds: ['posts', 'questions', 'products'], where: isNotNull(d.image) },
  // resources attached to a catalogue product (the resources tab is the whole download directory)
  { key: 'product_resources', kinds: ['resources'], where: isNotNull(d.facet) },
];

export const virtualTabOf = (key: string) => VIRTUAL_TABS.find((t) => t.key === key);
