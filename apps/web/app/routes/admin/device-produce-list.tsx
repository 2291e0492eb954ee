import type { MetaFunction } from 'react-router';
import { ProduceListPage } from '~/features/device-console/ProduceListPage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) =>
  deviceConsoleMeta(localeOfMatches(matches), 'deviceProduction.listTitle');

/** /admin/produce_info (enterprise.products|devices.manage): the `produce` entry, products to open. */
export default function AdminProduceList() {
  return <ProduceListPage />;
}
