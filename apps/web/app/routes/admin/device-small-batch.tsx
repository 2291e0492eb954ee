import type { MetaFunction } from 'react-router';
import { SmallBatchListPage } from '~/features/device-console/SmallBatchPages';
import { deviceConsoleStyles } from '~/features/device-console/page-meta';
import { translateFor } from '~/i18n';
import { localeOfMatches } from '~/lib/meta';

export const links = deviceConsoleStyles;

export const meta: MetaFunction = ({ matches }) => [
  { title: translateFor(localeOfMatches(matches), 'deviceOrders.smallBatchTitle') },
  { name: 'robots', content: 'noindex' },
];

/** The device console's list of small-batch requests (issue 23). */
export default function Page() {
  return <SmallBatchListPage />;
}
