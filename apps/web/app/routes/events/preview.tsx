import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { EventDetail } from '@occ/shared';
import { PreviewBanner, PreviewError } from '~/components/Preview';
import { EventDetailView } from '~/features/events/EventDetailView';
import { eventLinks } from '~/features/events/page-meta';
import { localeOfMatches } from '~/lib/meta';
import { loadPreview, previewHeaders, previewMeta } from '~/lib/preview';

export const links = eventLinks;

// the working copy of an unpublished activity: never cached, never indexed
export const headers = previewHeaders;

/**
 * /activity/preview/<id>: an activity's working copy (events.preview, staff with activity.read)
 * as its public page will show it (draft → preview → publish). A visitor is sent to login.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const event = await loadPreview<EventDetail>(
    context,
    request,
    params.id,
    (id) => `/api/admin/activity/${id}/preview`,
  );
  return { event };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  previewMeta(localeOfMatches(matches), data?.event.title);

export default function EventPreviewRoute() {
  const { event } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <PreviewBanner />
      <EventDetailView event={event} />
    </div>
  );
}

/** 403 → "not allowed", 404 → the not-found page, anything else → the page broke. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return <PreviewError back={{ to: '/admin/activity', label: t('events.backToConsole') }} />;
}
