import type { LinksFunction, MetaDescriptor } from 'react-router';
import { translateFor } from '~/i18n';
import { pageMeta } from '~/lib/meta';
import css from './college.css?url';
import partsCss from './college-parts.css?url';

/** The college pages' stylesheets (the second: course details, teachers, exams, certificates). */
export const collegeLinks: LinksFunction = () => [
  { rel: 'stylesheet', href: css },
  { rel: 'stylesheet', href: partsCss },
];

/** Title, description and OpenGraph tags of a college page (`key` under college.pages). */
export function collegePageMeta(
  locale: string,
  key: string,
  url: string | undefined,
  opts: { title?: string; description?: string; private?: boolean } = {},
): MetaDescriptor[] {
  const name = opts.title ?? translateFor(locale, `college.pages.${key}.title`);
  const title = `${name} · ${translateFor(locale, 'app.name')}`;
  const description = opts.description || translateFor(locale, `college.pages.${key}.description`);
  const robots: MetaDescriptor[] = opts.private ? [{ name: 'robots', content: 'noindex' }] : [];
  return url ? [...pageMeta({ title, description, url, locale }), ...robots] : [{ title }, ...robots];
}
