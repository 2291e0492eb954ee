import { useParams, type MetaFunction } from 'react-router';
import { DemoConfigPage } from '~/features/device-console/DemoConfigPage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) =>
  deviceConsoleMeta(localeOfMatches(matches), 'deviceProduction.demoTitle');

/** /admin/demo_config/:id: a product's demo settings (highlights the device products entry) */
export default function AdminDemoConfigPageRoute() {
  const { id = '' } = useParams();
  return <DemoConfigPage key={id} id={id} />;
}
