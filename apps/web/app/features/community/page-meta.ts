import type { LinksFunction, MetaDescriptor } from 'react-router';
import { translateFor } from '~/i18n';
import { pageMeta } from '~/lib/meta';
import css from './community.css?url';

/** The community pages' stylesheet, linked from each community route. */
export const communityLinks: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

/** Title and description of a community page (`key` under community.pages). */
export function communityPageMeta(
  locale: string,
  key: string,
  url: string | undefined,
  opts: { title?: string; description?: string; private?: boolean; type?: 'article' } = {},
): MetaDescriptor[] {
  const name = opts.title ?? translateFor(locale, `community.pages.${key}.title`);
  const title = `${name} · ${translateFor(locale, 'app.name')}`;
  const description = opts.description ?? translateFor(locale, `community.pages.${key}.description`);
  const robots: MetaDescriptor[] = opts.private ? [{ name: 'robots', content: 'noindex' }] : [];
  return url
    ? [...pageMeta({ title, description, url, locale, type: opts.type }), ...robots]
    : [{ title }, ...robots];
}
