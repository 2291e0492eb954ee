import { useEffect, useRef } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { shortenText, type VideoDetail } from '@occ/shared';
import { useVideo, viewVideo } from '~/features/videos/api';
import { loadVideo } from '~/features/videos/loaders';
import { videoLinks, videoPageMeta } from '~/features/videos/page-meta';
import { VideoView } from '~/features/videos/VideoView';
import { useCurrentUser } from '~/lib/current-user';
import { jsonLd, localeOfMatches } from '~/lib/meta';

export const links = videoLinks;

// /community/video/detail?id=: server-rendered with OpenGraph (the cover as image) and a VideoObject.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get('id') ?? '';
  const video = await loadVideo(context, id);
  return { video, url: `${context.publicUrl}${url.pathname}?id=${encodeURIComponent(id)}` };
}

/** ISO 8601 duration (PT1M5S) of a running time in milliseconds. */
const isoDuration = (ms: number) => `PT${Math.floor(ms / 60_000)}M${Math.round((ms % 60_000) / 1000)}S`;

function videoObject(v: VideoDetail, url: string) {
  const origin = new URL(url).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: v.name,
    description: v.introduction || v.name,
    ...(v.coverUrl ? { thumbnailUrl: new URL(v.coverUrl, origin).toString() } : {}),
    ...(v.releasedAt ? { uploadDate: v.releasedAt } : {}),
    ...(v.durationMs ? { duration: isoDuration(v.durationMs) } : {}),
    ...(v.playUrl ? { contentUrl: new URL(v.playUrl, origin).toString() } : {}),
    author: { '@type': 'Person', name: v.author.nickname },
    keywords: v.tags.join(', '),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  if (!data) return videoPageMeta(locale, 'detail', undefined);
  const v = data.video;
  const published = v.state === 'published';
  const origin = new URL(data.url).origin;
  return [
    ...videoPageMeta(locale, 'detail', data.url, {
      title: v.name,
      description: shortenText(v.introduction, 160),
      image: v.coverUrl,
      private: !published,
    }),
    ...(published && v.playUrl
      ? [
          { property: 'og:video', content: new URL(v.playUrl, origin).toString() },
          { property: 'og:video:type', content: 'video/mp4' },
          jsonLd(videoObject(v, data.url)),
        ]
      : []),
  ];
};

export default function VideoDetailPage() {
  const data = useLoaderData<typeof loader>();
  const q = useVideo(data.video.id, data.video);
  const { user } = useCurrentUser();
  const viewed = useRef<string | null>(null);
  const id = data.video.id;
  useEffect(() => {
    // counted once per viewer per day by the server (published videos only); once per mount here
    if (viewed.current === id) return;
    viewed.current = id;
    void viewVideo(id).catch(() => undefined);
  }, [id]);
  return <VideoView key={data.video.id} v={q.data ?? data.video} selfId={user?.id ?? null} />;
}
