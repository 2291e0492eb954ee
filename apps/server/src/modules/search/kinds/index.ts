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
