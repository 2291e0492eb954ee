import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { EventSummary, Page } from '@occ/shared';
import { activityHref, EventList, type EventWhen } from '~/features/events/EventList';
import { eventLinks } from '~/features/events/page-meta';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';

export const links = eventLinks;

/** /activity?when=past&page=2 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const when: EventWhen = url.searchParams.get('when') === 'past' ? 'past' : 'upcoming';
  const n = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(n) && n > 0 && n <= 100_000 ? n : 1;
  const events = await apiGet<Page<EventSummary>>(
    context,
    `/api/events?kind=activity&when=${when}&page=${page}&pageSize=12`,
  );
  return { events, when, url: `${context.publicUrl}${activityHref(when, page)}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const title = `${translateFor(locale, 'events.title')} · ${translateFor(locale, 'app.name')}`;
  const description = translateFor(locale, 'events.description');
  return data ? pageMeta({ title, description, url: data.url }) : [{ title }];
};

export default function ActivityList() {
  const { events, when } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{t('events.title')}</h1>
      <EventList page={events} when={when} />
    </div>
  );
}
