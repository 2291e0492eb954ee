import type { LinksFunction, MetaDescriptor } from 'react-router';
import { translateFor } from '~/i18n';
import css from './search-index.css?url';

/** Title of the search index page; the admin console is kept out of search engines. */
export function searchIndexMeta(locale: string): MetaDescriptor[] {
  return [
    { title: `${translateFor(locale, 'searchIndex.title')} · ${translateFor(locale, 'app.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The page's stylesheet. */
export const searchIndexStyles: LinksFunction = () => [{ rel: 'stylesheet', href: css }];
