import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { MyVideos } from '~/features/videos/MyVideos';
import { videoLinks, videoPageMeta } from '~/features/videos/page-meta';
import { localeOfMatches } from '~/lib/meta';
import { keepOnSearchChange } from '~/lib/revalidate';

export const links = videoLinks;

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/people/my/video` };
}

// a tab or page change only touches ?state=/?page=: the list fetches itself
export const shouldRevalidate = keepOnSearchChange;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  videoPageMeta(localeOfMatches(matches), 'mine', data?.url, { private: true });

/** /people/my/video?state=draft|published|review|failed|removed&page= */
export default function MyVideo() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="people-video-title">
      <h1 id="people-video-title">{t('videos.pages.mine.title')}</h1>
      <MyVideos />
    </section>
  );
}
