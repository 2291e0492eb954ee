import type { LinksFunction, MetaDescriptor } from 'react-router';
import { translateFor } from '~/i18n';
import { pageMeta } from '~/lib/meta';
import css from './posts.css?url';

/** The blog pages' stylesheet, linked from each blog route. */
export const postsLinks: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

/** Title and description of a blog page (`key` under posts.pages). */
export function postsPageMeta(
  locale: string,
  key: string,
  url: string | undefined,
  opts: { title?: string; description?: string; private?: boolean; image?: string; type?: 'article' } = {},
): MetaDescriptor[] {
  const name = opts.title ?? translateFor(locale, `posts.pages.${key}.title`);
  const title = `${name} · ${translateFor(locale, 'app.name')}`;
  const description = opts.description ?? translateFor(locale, `posts.pages.${key}.description`);
  const robots: MetaDescriptor[] = opts.private ? [{ name: 'robots', content: 'noindex' }] : [];
  return url
    ? [...pageMeta({ title, description, url, locale, type: opts.type, image: opts.image }), ...robots]
    : [{ title }, ...robots];
}
