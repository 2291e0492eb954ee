interface Text {
  title: string;
  summary: string;
  body: string;
}

/** One demo document version: its product by code, where it sits, and its texts. */
export interface SeedDocument {
  product: string | null;
  category: 'quickstart' | 'guide' | 'development' | 'api' | 'release' | 'datasheet';
  series: string;
  version: string;
  /** published this many days before the seed ran */
  daysAgo: number;
  zh: Text;
  en?: Text;
  /** a PDF document: its file under apps/web/public (the body is a short introduction) */
  pdf?: string;
}
