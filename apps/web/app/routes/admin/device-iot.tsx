import { useParams, type MetaFunction } from 'react-router';
import { IotPage } from '~/features/device-console/IotPage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) => deviceConsoleMeta(localeOfMatches(matches), 'iotTitle');

/** /admin/iot/:id: the IoT view of a product's devices (highlights the device products entry). */
export default function AdminIotPage() {
  const { id = '' } = useParams();
  return <IotPage key={id} id={id} />;
}
