import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { CompetitionView, EventDetail } from '@occ/shared';
import { EventDetailView } from '~/features/events/EventDetailView';
import { eventHref } from '~/features/events/format';
import { eventLinks } from '~/features/events/page-meta';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { jsonLd, localeOfMatches, pageMeta } from '~/lib/meta';
import { eventJsonLd } from '~/features/events/json-ld';

export const links = eventLinks;

/** /activity/:ref and /competition/:ref: one event by slug (or number); a competition has its own landing. */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const ref = params.ref ?? '';
  if (!/^[a-zA-Z0-9-]{1,40}$/.test(ref)) throw data(null, { status: 404 });
  const event = await apiGet<EventDetail>(context, `/api/events/${ref}`);
  const competitionPage = new URL(request.url).pathname.startsWith('/competition/');
  if (competitionPage !== (event.kind === 'competition')) throw data(null, { status: 404 });
  const competition = competitionPage
    ? await apiGet<CompetitionView>(context, `/api/competitions/${ref}`)
    : null;
  return { event, competition, url: `${context.publicUrl}${eventHref(event)}`, publicUrl: context.publicUrl };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => {
  if (!d) return [{ title: `404 · ${translateFor(localeOfMatches(matches), 'app.name')}` }];
  const { event, url, publicUrl } = d;
  const image = event.coverUrl ? new URL(event.coverUrl, publicUrl).toString() : undefined;
  return [
    ...pageMeta({ title: event.title, description: event.summary, url, image, locale: event.locale }),
    jsonLd(eventJsonLd(event, url, image, translateFor(event.locale, `events.kind.${event.kind}`))),
  ];
};

export default function EventPage() {
  const { event, competition } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <EventDetailView event={event} competition={competition} />
    </div>
  );
}
