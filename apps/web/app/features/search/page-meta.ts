import type { LinksFunction, MetaDescriptor } from 'react-router';
import { translateFor } from '~/i18n';
import css from './search.css?url';

export const searchLinks: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

/** The keyword in the title; result pages are never indexed by crawlers. */
export function searchPageMeta(locale: string, keyword: string | undefined): MetaDescriptor[] {
  const name = keyword
    ? translateFor(locale, 'searchPage.titleFor', { keyword })
    : translateFor(locale, 'searchPage.title');
  return [{ title: `${name} · ${translateFor(locale, 'app.name')}` }, { name: 'robots', content: 'noindex' }];
}
