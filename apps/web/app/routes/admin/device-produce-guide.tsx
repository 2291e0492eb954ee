import { useParams, type MetaFunction } from 'react-router';
import { GuidePage } from '~/features/device-console/GuidePage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) =>
  deviceConsoleMeta(localeOfMatches(matches), 'deviceProduction.guideTitle');

/** /admin/produce_guide/:id: a product's production guide (highlights the `produce` entry) */
export default function AdminGuidePageRoute() {
  const { id = '' } = useParams();
  return <GuidePage key={id} id={id} />;
}
