import { useParams, type MetaFunction } from 'react-router';
import { VoiceDetailPage } from '~/features/device-console/VoicePages';
import { deviceConsoleStyles } from '~/features/device-console/page-meta';
import { translateFor } from '~/i18n';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) => [
  { title: translateFor(localeOfMatches(matches), 'deviceOrders.voiceRequest') },
  { name: 'robots', content: 'noindex' },
];

/** One voice-training-detail request of the device console (issue 23). */
export default function Page() {
  const { id = '' } = useParams();
  return <VoiceDetailPage key={id} id={id} />;
}
