import type { MetaFunction } from 'react-router';
import { ProductsPage } from '~/features/device-console/ProductsPage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) =>
  deviceConsoleMeta(localeOfMatches(matches), 'productsTitle');

/** /admin/device_product (enterprise.products|devices.manage): device products. */
export default function AdminDeviceProducts() {
  return <ProductsPage />;
}
