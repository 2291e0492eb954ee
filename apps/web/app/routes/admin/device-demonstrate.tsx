import { useParams, type MetaFunction } from 'react-router';
import { DemonstratePage } from '~/features/device-console/DemonstratePage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) => deviceConsoleMeta(localeOfMatches(matches), 'demoTitle');

/** /admin/demonstrate/:id: one device, its commands and history (highlights the device list entry). */
export default function AdminDemonstratePage() {
  const { id = '' } = useParams();
  return <DemonstratePage key={id} id={id} />;
}
