import type { MetaFunction } from 'react-router';
import { DeviceListPage } from '~/features/device-console/DeviceListPage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) =>
  deviceConsoleMeta(localeOfMatches(matches), 'devicesTitle');

/** /admin/device_list: the organisation's devices. */
export default function AdminDeviceList() {
  return <DeviceListPage />;
}
