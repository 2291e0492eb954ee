import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type Envelope, type MessageKey, type Profile } from '@occ/shared';
import { RequestError } from '~/lib/request';
import { PROFILE_KEY } from './profile';

/** Spec §5 upload checks, before anything is sent: the message key of the first failure, or null. */
export function avatarProblem(file: { type: string; size: number }): MessageKey | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'fileTypeRefused';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > AVATAR_MAX_BYTES) return 'fileTooLarge';
  return null;
}

function xsrfToken(): string | undefined {
  const hit = document.cookie.split(';').find((c) => c.trim().startsWith('XSRF-TOKEN='));
  return hit ? decodeURIComponent(hit.trim().slice('XSRF-TOKEN='.length)) : undefined;
}

/**
 * POST /api/base/user/avatar (profile.avatar) as multipart field `file`. XMLHttpRequest rather
 * than fetch because only it reports upload progress.
 */
export function uploadAvatar(blob: Blob, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/base/user/avatar');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const token = xsrfToken();
    if (token) xhr.setRequestHeader('x-xsrf-token', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new RequestError('network', 'Network error'));
    xhr.onabort = () => reject(new RequestError('aborted', 'Request aborted'));
    xhr.onload = () => {
      let env: Envelope<{ avatarUrl: string }> | undefined;
      try {
        env = JSON.parse(xhr.responseText) as Envelope<{ avatarUrl: string }>;
      } catch {
        env = undefined;
      }
      if (env && env.success) {
        onProgress(100);
        resolve(env.result.avatarUrl);
      } else if (env) reject(new RequestError('business', env.message, xhr.status, env.code, env));
      else reject(new RequestError('status', `Request failed with status code ${xhr.status}`, xhr.status));
    };
    const form = new FormData();
    form.append('file', blob, `avatar.${blob.type.split('/')[1] ?? 'png'}`);
    xhr.send(form);
  });
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
