import type { LinksFunction, MetaDescriptor } from 'react-router';
import { translateFor } from '~/i18n';
import { pageMeta } from '~/lib/meta';
import css from './videos.css?url';

/** The video pages' stylesheet, linked from each video route. */
export const videoLinks: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

/** Title, description and OpenGraph tags of a video page (`key` under videos.pages). */
export function videoPageMeta(
  locale: string,
  key: string,
  url: string | undefined,
  opts: {
    title?: string;
    description?: string;
    image?: string | null;
    private?: boolean;
    type?: 'article';
  } = {},
): MetaDescriptor[] {
  const name = opts.title ?? translateFor(locale, `videos.pages.${key}.title`);
  const title = `${name} · ${translateFor(locale, 'app.name')}`;
  const description = opts.description || translateFor(locale, `videos.pages.${key}.description`);
  const robots: MetaDescriptor[] = opts.private ? [{ name: 'robots', content: 'noindex' }] : [];
  return url
    ? [...pageMeta({ title, description, url, locale, image: opts.image, type: opts.type }), ...robots]
    : [{ title }, ...robots];
}
