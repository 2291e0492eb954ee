import type { MetaDescriptor } from 'react-router';
import { translateFor } from '~/i18n';

/** Title of the agents page; the admin console is kept out of search engines. */
export function agentsMeta(locale: string): MetaDescriptor[] {
  return [
    { title: `${translateFor(locale, 'labAgents.title')} · ${translateFor(locale, 'app.name')}` },
    { name: 'description', content: translateFor(locale, 'labAgents.description') },
    { name: 'robots', content: 'noindex' },
  ];
}
