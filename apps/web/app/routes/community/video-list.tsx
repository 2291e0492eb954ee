import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ButtonLink } from '~/components/plain/plain';
import { loadVideoList } from '~/features/videos/loaders';
import { videoLinks, videoPageMeta } from '~/features/videos/page-meta';
import { VideoList } from '~/features/videos/VideoList';
import { localeOfMatches } from '~/lib/meta';
import { keepOnSearchChange } from '~/lib/revalidate';

export const links = videoLinks;

// /community/video: published videos; the first page renders on the server, filters in the URL.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadVideoList(request, context);
}

// a filter or page change only touches the query: the list fetches itself
export const shouldRevalidate = keepOnSearchChange;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  videoPageMeta(localeOfMatches(matches), 'list', data?.url);

export default function VideoListPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <div className="vd-head">
        <h1>{t('videos.pages.list.title')}</h1>
        <ButtonLink look={{ type: 'primary' }} to="/community/video/upload">
          {t('videos.list.upload')}
        </ButtonLink>
      </div>
      <VideoList initial={data.page} initialQuery={data.apiQuery} />
    </>
  );
}
