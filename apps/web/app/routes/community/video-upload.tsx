import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { CurrentUser } from '@occ/shared';
import { loadVideo } from '~/features/videos/loaders';
import { videoLinks, videoPageMeta } from '~/features/videos/page-meta';
import { VideoForm } from '~/features/videos/VideoForm';
import { LoginGuard, requireAccess } from '~/lib/access';
import { apiCall } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export const links = videoLinks;

// /community/video/upload (login guard): upload a video; ?id= edits one of the author's videos.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { body } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  const user = body.success ? body.result : null;
  requireAccess(user, 'login', request.url);
  const id = new URL(request.url).searchParams.get('id');
  const existing = id ? await loadVideo(context, id) : null;
  // a moderator may see another author's video, but only its author edits it here
  if (existing && existing.author.id !== user?.id) throw new Response('Forbidden', { status: 403 });
  return { existing };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  videoPageMeta(localeOfMatches(matches), data?.existing ? 'edit' : 'upload', undefined, { private: true });

export default function VideoUploadPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <LoginGuard>
      <h1>{t(data.existing ? 'videos.pages.edit.title' : 'videos.pages.upload.title')}</h1>
      <VideoForm key={data.existing?.id ?? 'new'} initial={data.existing ?? undefined} />
    </LoginGuard>
  );
}
