import type { LinksFunction, MetaDescriptor } from 'react-router';
import { translateFor } from '~/i18n';
import css from './device-console.css?url';

/** Title of a device console page; the admin console is kept out of search engines. */
export function deviceConsoleMeta(locale: string, key: string): MetaDescriptor[] {
  return [
    { title: `${translateFor(locale, `deviceConsole.${key}`)} · ${translateFor(locale, 'app.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The device console's stylesheet. */
export const deviceConsoleStyles: LinksFunction = () => [{ rel: 'stylesheet', href: css }];
