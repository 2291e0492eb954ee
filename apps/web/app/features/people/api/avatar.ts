import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@occ/shared';
import { blobName, imageProblem, uploadFile } from '~/lib/upload';
import { PROFILE_KEY } from './profile';

/** Spec §5 upload checks for the avatar (the same image rules as every upload). */
export const avatarProblem = imageProblem;

/** POST /api/base/user/avatar (profile.avatar) as multipart field `file`, with upload progress. */
export function uploadAvatar(blob: Blob, onProgress: (percent: number) => void): Promise<string> {
  return uploadFile<{ avatarUrl: string }>(
    '/api/base/user/avatar',
    blob,
    blobName(blob, 'avatar'),
    onProgress,
  ).then((r) => r.avatarUrl);
}

/** The avatar upload as a mutation; the profile is re-read afterwards. */
export function useUploadAvatar(onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blob: Blob) => uploadAvatar(blob, onProgress),
    onSuccess: (avatarUrl) => {
      // show the new picture at once; the re-read confirms it
      client.setQueryData<Profile>(PROFILE_KEY, (p) => (p ? { ...p, avatarUrl } : p));
      return client.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}
