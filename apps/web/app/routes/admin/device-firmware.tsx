import { useParams, type MetaFunction } from 'react-router';
import { FirmwarePage } from '~/features/device-console/FirmwarePage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) =>
  deviceConsoleMeta(localeOfMatches(matches), 'firmwareMeta');

/** /admin/firmware/:id: a product's firmware images (highlights the device products entry). */
export default function AdminDeviceFirmware() {
  const { id = '' } = useParams();
  return <FirmwarePage key={id} id={id} />;
}
