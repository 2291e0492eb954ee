import { useParams, type MetaFunction } from 'react-router';
import { ProductionPage } from '~/features/device-console/ProductionPage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) =>
  deviceConsoleMeta(localeOfMatches(matches), 'deviceProduction.infoTitle');

/** /admin/produce_info/:id: a product's production information (the `produce` entry) */
export default function AdminProductionPageRoute() {
  const { id = '' } = useParams();
  return <ProductionPage key={id} id={id} />;
}
