import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { MessageCentre } from '~/features/messages/MessageCentre';
import { privatePageMeta } from '~/features/people/page-meta';
import { localeOfMatches } from '~/lib/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/people/my/messages` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(localeOfMatches(matches), 'messages', data?.url);

/** /people/my/messages: notifications (All, Interaction, Follow, System) and direct messages. */
export default function MyMessages() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="people-messages-title">
      <h1 id="people-messages-title">{t('people.messages.title')}</h1>
      <MessageCentre />
    </section>
  );
}
