import type { MetaFunction } from 'react-router';
import { translateFor } from '~/i18n';
import { localeOfMatches, pageMeta } from '~/lib/meta';

/** Title and description of an account page; not for search engines (forms, no content). */
export function authMeta(titleKey: string): MetaFunction {
  return ({ data, matches }) => {
    const locale = localeOfMatches(matches);
    const title = `${translateFor(locale, titleKey)} · ${translateFor(locale, 'app.name')}`;
    const url = (data as { url?: string } | undefined)?.url;
    const robots = { name: 'robots', content: 'noindex' };
    if (!url) return [{ title }, robots];
    return [
      ...pageMeta({ title, description: translateFor(locale, 'auth.description'), url, locale }),
      robots,
    ];
  };
}
