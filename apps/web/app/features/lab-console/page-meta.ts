import type { MetaDescriptor } from 'react-router';
import { translateFor } from '~/i18n';

/** The console's title; a private page, kept out of search engines. */
export function consoleMeta(locale: string, board: string | undefined): MetaDescriptor[] {
  const name = board
    ? translateFor(locale, 'labConsole.heading', { board })
    : translateFor(locale, 'labConsole.title');
  return [
    { title: `${name} · ${translateFor(locale, 'app.name')}` },
    { name: 'description', content: translateFor(locale, 'labConsole.description') },
    { name: 'robots', content: 'noindex' },
  ];
}
