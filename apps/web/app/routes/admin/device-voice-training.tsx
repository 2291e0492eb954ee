import type { MetaFunction } from 'react-router';
import { VoiceListPage } from '~/features/device-console/VoicePages';
import { deviceConsoleStyles } from '~/features/device-console/page-meta';
import { translateFor } from '~/i18n';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) => [
  { title: translateFor(localeOfMatches(matches), 'deviceOrders.voiceTitle') },
  { name: 'robots', content: 'noindex' },
];

/** The device console's list of voice-training requests (issue 23). */
export default function Page() {
  return <VoiceListPage />;
}
