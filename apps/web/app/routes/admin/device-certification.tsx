import { useParams, type MetaFunction } from 'react-router';
import { CertificationPage } from '~/features/device-console/CertificationPage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) => deviceConsoleMeta(localeOfMatches(matches), 'certTitle');

/** /admin/chip_certification/:id: a product's chip certification (highlights the device products entry). */
export default function AdminCertificationPage() {
  const { id = '' } = useParams();
  return <CertificationPage key={id} id={id} />;
}
