import type { MetaFunction } from 'react-router';
import { ProductsPage } from '~/features/device-console/ProductsPage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) => deviceConsoleMeta(localeOfMatches(matches), 'newProduct');

/** /admin/add_product (spec §2, highlights device products): the products with the new-product form open. */
export default function AdminDeviceAddProduct() {
  return <ProductsPage creating />;
}
