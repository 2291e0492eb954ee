import { useParams, type MetaFunction } from 'react-router';
import { ProductDetailPage } from '~/features/device-console/ProductDetailPage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) => deviceConsoleMeta(localeOfMatches(matches), 'editProduct');

/** /admin/modify_product/:id (spec §2, highlights device products): a product with its edit form open. */
export default function AdminDeviceModifyProduct() {
  const { id = '' } = useParams();
  return <ProductDetailPage key={id} id={id} editing />;
}
