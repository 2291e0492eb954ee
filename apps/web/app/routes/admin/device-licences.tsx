import { useParams, type MetaFunction } from 'react-router';
import { LicencesPage } from '~/features/device-console/LicencesPage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) =>
  deviceConsoleMeta(localeOfMatches(matches), 'licencesMeta');

/** /admin/license/:id: a product's licences (highlights the device products entry). */
export default function AdminDeviceLicences() {
  const { id = '' } = useParams();
  return <LicencesPage key={id} id={id} />;
}
