import { useParams, type MetaFunction } from 'react-router';
import { CampaignPage } from '~/features/device-console/CampaignPage';
import { deviceConsoleMeta, deviceConsoleStyles } from '~/features/device-console/page-meta';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) => deviceConsoleMeta(localeOfMatches(matches), 'campaign');

/** /admin/fota_detail/:productId/:campaignId: one campaign with live counts (highlights fota). */
export default function AdminDeviceCampaign() {
  const { productId = '', campaignId = '' } = useParams();
  return <CampaignPage key={campaignId} productId={productId} campaignId={campaignId} />;
}
