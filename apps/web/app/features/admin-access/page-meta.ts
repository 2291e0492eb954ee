import type { MetaDescriptor } from 'react-router';
import { translateFor } from '~/i18n';
import { pageMeta } from '~/lib/meta';

/** Title and description of a console page of this area; the console is kept out of search engines. */
export function accessPageMeta(locale: string, key: string, url: string | undefined): MetaDescriptor[] {
  const title = `${translateFor(locale, `adminAccess.${key}.title`)} · ${translateFor(locale, 'app.name')}`;
  const description = translateFor(locale, `adminAccess.${key}.description`);
  const robots = { name: 'robots', content: 'noindex' };
  return url ? [...pageMeta({ title, description, url, locale }), robots] : [{ title }, robots];
}
