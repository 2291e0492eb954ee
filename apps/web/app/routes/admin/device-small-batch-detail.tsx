import { useParams, type MetaFunction } from 'react-router';
import { SmallBatchDetailPage } from '~/features/device-console/SmallBatchPages';
import { deviceConsoleStyles } from '~/features/device-console/page-meta';
import { translateFor } from '~/i18n';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) => [
  { title: translateFor(localeOfMatches(matches), 'deviceOrders.smallBatchOrder') },
  { name: 'robots', content: 'noindex' },
];

/** One small-batch-detail request of the device console (issue 23). */
export default function Page() {
  const { id = '' } = useParams();
  return <SmallBatchDetailPage key={id} id={id} />;
}
