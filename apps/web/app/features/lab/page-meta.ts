import type { MetaDescriptor } from 'react-router';
import { translateFor } from '~/i18n';
import { pageMeta } from '~/lib/meta';

/** Title and description of a lab page; `private` pages (apply, a reservation) stay out of search engines. */
export function labPageMeta(
  locale: string,
  key: string,
  url: string | undefined,
  opts: { private?: boolean; title?: string; description?: string } = {},
): MetaDescriptor[] {
  const name = opts.title ?? translateFor(locale, `lab.${key}.title`);
  const title = `${name} · ${translateFor(locale, 'app.name')}`;
  const description = opts.description ?? translateFor(locale, `lab.${key}.description`);
  const robots: MetaDescriptor[] = opts.private ? [{ name: 'robots', content: 'noindex' }] : [];
  return url ? [...pageMeta({ title, description, url, locale }), ...robots] : [{ title }, ...robots];
}
