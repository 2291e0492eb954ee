import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, translate } from '@occ/shared';
import { IMAGE_TYPES, imageProblem } from '~/components/social/upload';
import { RequestError } from '~/lib/request';
import { useFeedback } from '~/lib/feedback';

/**
 * Pick an image → check it (type, size: spec §5) → crop it in ImageCropModal → upload the crop
 * with progress. The caller renders the button, the hidden file input (`fileInput`), the
 * progress bar and the modal (`crop`, keyed by `cropKey` so every pick starts afresh).
 */
export function useCropUpload({
  upload,
  failedText,
}: {
  /** sends the cropped image; throws on failure (a business error's message is shown as is) */
  upload: (blob: Blob, onProgress: (percent: number) => void) => Promise<void>;
  /** shown when the upload fails for any other reason */
  failedText: string;
}) {
  const { i18n } = useTranslation();
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [pick, setPick] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);

  const choose = (f: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!f) return;
    const problem = imageProblem(f);
    if (problem) {
      void message.error(translate(problem, contentLocale(i18n.language)));
      return;
    }
    setPick((n) => n + 1);
    setFile(f);
  };

  const confirm = async (blob: Blob) => {
    setProgress(0);
    try {
      await upload(blob, setProgress);
      setFile(null);
    } catch (e) {
      void message.error(e instanceof RequestError && e.kind === 'business' ? e.message : failedText);
    } finally {
      setProgress(null);
    }
  };

  return {
    progress,
    busy: progress !== null,
    openPicker: () => input.current?.click(),
    fileInput: {
      ref: input,
      type: 'file' as const,
      accept: IMAGE_TYPES.join(','),
      tabIndex: -1,
      onChange: (e: ChangeEvent<HTMLInputElement>) => choose(e.target.files?.[0]),
    },
    cropKey: pick,
    crop: {
      file,
      onCancel: () => setFile(null),
      onConfirm: confirm,
      confirmLoading: progress !== null,
    },
  };
}
