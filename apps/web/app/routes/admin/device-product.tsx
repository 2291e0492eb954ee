import { useParams, type MetaFunction } from 'react-router';
import { ProductDetailPage } from '~/features/device-console/ProductDetailPage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) =>
  deviceConsoleMeta(localeOfMatches(matches), 'productTitle');

/** /admin/device_product/:id: one device product. */
export default function AdminDeviceProduct() {
  const { id = '' } = useParams();
  return <ProductDetailPage key={id} id={id} />;
}
