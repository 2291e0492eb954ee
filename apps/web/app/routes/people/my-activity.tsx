import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { MyEvents } from '~/features/events/MyEvents';
import { MyLive } from '~/features/events/MyLive';
import { MySubmissions } from '~/features/events/MySubmissions';
import { eventLinks } from '~/features/events/page-meta';
import { translateFor } from '~/i18n';
import { localeOfMatches } from '~/lib/meta';
import { keepOnSearchChange } from '~/lib/revalidate';

export const links = eventLinks;

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/people/my/activity` };
}

// a page change only touches ?page=: the list fetches itself
export const shouldRevalidate = keepOnSearchChange;

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    { title: `${translateFor(locale, 'events.mine.title')} · ${translateFor(locale, 'app.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
};

/** /people/my/activity?page=: my sign-ups, live reservations and team submissions */
export default function MyActivity() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="people-activity-title">
      <h1 id="people-activity-title">{t('events.mine.title')}</h1>
      <MyEvents />
      <h2 className="ev-mine-heading">{t('events.live.mineTitle')}</h2>
      <MyLive />
      <h2 className="ev-mine-heading">{t('events.submissions.title')}</h2>
      <MySubmissions />
    </section>
  );
}
