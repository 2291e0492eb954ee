import type { LinksFunction } from 'react-router';
import katexCss from 'katex/dist/katex.min.css?url';
import css from './documents.css?url';

/** The document pages' stylesheets (their own, and KaTeX for formulas in markdown). */
export const documentLinks: LinksFunction = () => [
  { rel: 'stylesheet', href: css },
  { rel: 'stylesheet', href: katexCss },
];
