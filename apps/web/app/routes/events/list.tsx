import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { EventSummary, Page } from '@occ/shared';
import { EventList } from '~/features/events/EventList';
import { activityHref, listQueryOf, listStateOf } from '~/features/events/list-query';
import { eventLinks } from '~/features/events/page-meta';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';

export const links = eventLinks;

/** /activity?when=past&kind=activity&city=杭州&mode=offline&tag=RVV&page=2 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = listStateOf(new URL(request.url).searchParams);
  const q = listQueryOf(state);
  q.set('when', state.when);
  q.set('page', String(state.page));
  q.set('pageSize', '12');
  const [events, cities, tags] = await Promise.all([
    apiGet<Page<EventSummary>>(context, `/api/events?${q.toString()}`),
    apiGet<string[]>(context, '/api/events/cities'),
    apiGet<string[]>(context, '/api/events/tags'),
  ]);
  return { events, cities, tags, state, url: `${context.publicUrl}${activityHref(state)}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const title = `${translateFor(locale, 'events.title')} · ${translateFor(locale, 'app.name')}`;
  const description = translateFor(locale, 'events.description');
  return data ? pageMeta({ title, description, url: data.url }) : [{ title }];
};

export default function ActivityList() {
  const { events, cities, tags, state } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{t('events.title')}</h1>
      <EventList page={events} state={state} cities={cities} tags={tags} />
    </div>
  );
}
