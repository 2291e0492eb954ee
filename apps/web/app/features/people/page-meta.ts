import type { MetaDescriptor } from 'react-router';
import { translateFor } from '~/i18n';
import { pageMeta } from '~/lib/meta';

/** Title and description of a personal-centre page; private pages are kept out of search engines. */
export function privatePageMeta(locale: string, key: string, url: string | undefined): MetaDescriptor[] {
  const title = `${translateFor(locale, `people.${key}.title`)} · ${translateFor(locale, 'app.name')}`;
  const description = translateFor(locale, `people.${key}.description`);
  const robots = { name: 'robots', content: 'noindex' };
  return url ? [...pageMeta({ title, description, url, locale }), robots] : [{ title }, robots];
}
