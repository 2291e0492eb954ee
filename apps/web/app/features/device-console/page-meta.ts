import type { LinksFunction, MetaDescriptor } from 'react-router';
import { translateFor } from '~/i18n';
import css from './device-console.css?url';

/** Title of a device console page (a `deviceConsole` key, or a full key); the console is kept out of search engines. */
export function deviceConsoleMeta(locale: string, key: string): MetaDescriptor[] {
  return [
    {
      title: `${translateFor(locale, key.includes('.') ? key : `deviceConsole.${key}`)} · ${translateFor(locale, 'app.name')}`,
    },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The device console's stylesheet. */
export const deviceConsoleStyles: LinksFunction = () => [{ rel: 'stylesheet', href: css }];
