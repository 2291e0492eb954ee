import { Avatar, Button, Progress, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES, contentLocale, translate } from '@occ/shared';
import { ImageCropModal } from '~/components/ImageCropModal';
import { useCurrentUser } from '~/lib/current-user';
import { RequestError } from '~/lib/request';
import { avatarProblem, useUploadAvatar } from '../api/avatar';
import { useFeedback } from '~/lib/feedback';

// how long the finished progress bar stays after an upload, so the user sees it complete
const DONE_VISIBLE_MS = 3000;

/**
 * Avatar: pick a file → checks of spec §5 (type, empty, 5 MB) → square crop → upload with a
 * progress bar → the new picture here and in the header.
 */
export function AvatarUpload({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const { t, i18n } = useTranslation();
  const locale = contentLocale(i18n.language);
  const { message } = useFeedback();
  const { refresh } = useCurrentUser();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // a new crop modal (fresh zoom and position) for every picked file
  const [pickCount, setPickCount] = useState(0);
  const upload = useUploadAvatar(setProgress);

  useEffect(() => {
    if (progress !== 100 || upload.isPending) return;
    const timer = setTimeout(() => setProgress(null), DONE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [progress, upload.isPending]);

  const pick = (f: File) => {
    const key = avatarProblem(f);
    if (key) {
      const text = translate(key, locale);
      setProblem(text);
      void message.error(text);
    } else {
      setProblem(null);
      setPickCount((n) => n + 1);
      setFile(f);
    }
    return Upload.LIST_IGNORE;
  };

  const send = async (blob: Blob) => {
    setProgress(0);
    try {
      await upload.mutateAsync(blob);
      setFile(null);
      void message.success(t('people.avatar.updated'));
      await refresh();
    } catch (e) {
      setProgress(null);
      const text =
        e instanceof RequestError && e.kind === 'business' ? e.message : translate('uploadFailed', locale);
      setProblem(text);
      void message.error(text);
    }
  };

  return (
    <div
      className="people-avatar"
      style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 }}
    >
      <Avatar
        size={96}
        src={avatarUrl ?? undefined}
        alt={t('people.avatar.alt')}
        data-testid="profile-avatar"
      >
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Upload accept={AVATAR_TYPES.join(',')} showUploadList={false} beforeUpload={pick} maxCount={1}>
          <Button>{t('people.avatar.change')}</Button>
        </Upload>
        <div style={{ color: 'rgba(0,0,0,0.65)', marginTop: 4 }}>{t('people.avatar.hint')}</div>
        {progress !== null ? (
          <Progress
            percent={progress}
            size="small"
            status={progress === 100 ? 'success' : 'active'}
            aria-label={t('people.avatar.progress')}
            data-testid="avatar-progress"
          />
        ) : null}
        {problem ? (
          <div role="alert" style={{ color: '#c4161c' }} data-testid="avatar-error">
            {problem}
          </div>
        ) : null}
      </div>
      <ImageCropModal
        key={pickCount}
        file={file}
        title={t('people.avatar.cropTitle')}
        onCancel={() => setFile(null)}
        onConfirm={send}
        confirmLoading={upload.isPending}
      />
    </div>
  );
}
