import type { MetaFunction } from 'react-router';
import { FotaPage } from '~/features/device-console/FotaPage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) => deviceConsoleMeta(localeOfMatches(matches), 'fotaTitle');

/** /admin/fota: update campaigns of a product. */
export default function AdminDeviceFota() {
  return <FotaPage />;
}
