import { useTranslation } from 'react-i18next';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { AuthoredAnswer, Page, ProfileCard, QuestionListItem } from '@occ/shared';
import { useProfile } from '~/features/profile/api';
import { ContentTabs, type InitialList } from '~/features/profile/ContentTabs';
import { authoredListPath, profilePageOf, profileTabOf } from '~/features/profile/paths';
import { ProfileHeader } from '~/features/profile/ProfileHeader';
import { translateFor } from '~/i18n';
import { useCurrentUser } from '~/lib/current-user';
import { apiCall } from '~/lib/loader-api';
import { jsonLd, localeOfMatches, pageMeta } from '~/lib/meta';
import { keepOnSearchChange } from '~/lib/revalidate';

// /user/:userId — every user's public profile: counts, follow button, and their questions,
// answers and topics. Server-rendered (head and the URL's tab) for visitors and search engines.
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const userId = params.userId ?? '';
  const { status, body } = await apiCall<ProfileCard>(
    context,
    `/api/users/${encodeURIComponent(userId)}/profile-card`,
  );
  if (!body.success) {
    // a malformed id is as unknown as a missing one: the 404 page with HTTP 404
    const missing = status === 404 || status === 400 || status === 422;
    throw data(
      { message: body.message, code: body.code },
      { status: missing ? 404 : status >= 400 ? status : 500 },
    );
  }
  const card = body.result;
  const search = new URL(request.url).searchParams;
  const tab = profileTabOf(search.get('tab'));
  const page = profilePageOf(search.get('page'));
  // the list is a nicety for the first paint: when it fails the page still renders and the
  // client asks again
  const list = await apiCall<Page<QuestionListItem> | Page<AuthoredAnswer>>(
    context,
    authoredListPath(card.id, tab, page),
  );
  const initial = list.body.success ? ({ tab, page, data: list.body.result } as InitialList) : undefined;
  return {
    card,
    initial,
    url: `${context.publicUrl}/user/${encodeURIComponent(card.id)}`,
    publicUrl: context.publicUrl,
  };
}

// a tab or page change only touches ?tab=/?page=: the lists fetch themselves
export const shouldRevalidate = keepOnSearchChange;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const app = translateFor(locale, 'app.name');
  if (!data) return [{ title: `404 · ${app}` }];
  const { card, url, publicUrl } = data;
  const description =
    card.profile || translateFor(locale, 'profile.meta.description', { name: card.nickname });
  const image = card.avatarUrl ? new URL(card.avatarUrl, publicUrl).toString() : undefined;
  return [
    ...pageMeta({ title: `${card.nickname} · ${app}`, description, url, image, locale }),
    { property: 'profile:username', content: card.username },
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url,
      mainEntity: {
        '@type': 'Person',
        name: card.nickname,
        alternateName: card.username,
        identifier: card.id,
        ...(card.profile ? { description: card.profile } : {}),
        ...(image ? { image } : {}),
        interactionStatistic: [
          {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/FollowAction',
            userInteractionCount: card.counts.fans,
          },
        ],
      },
    }),
  ];
};

export default function UserProfilePage() {
  const { t } = useTranslation();
  const { card: loaded, initial } = useLoaderData<typeof loader>();
  const { user } = useCurrentUser();
  const profile = useProfile(loaded.id, loaded);
  const card = profile.data ?? loaded;
  return (
    <div className="page">
      <ProfileHeader card={card} selfId={user?.id ?? null} />
      <section
        aria-label={t('profile.contentLabel', { name: card.nickname })}
        style={{ marginBlockStart: 16 }}
      >
        <ContentTabs key={card.id} userId={card.id} initial={initial} />
      </section>
    </div>
  );
}
