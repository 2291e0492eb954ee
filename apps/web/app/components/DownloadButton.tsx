import { useTranslation } from 'react-i18next';
import type { DownloadLink } from '@occ/shared';
import { PlainButton } from '~/components/plain/plain';
import { request, RequestError } from '~/lib/request';
import { useFeedback } from '~/lib/feedback';

/**
 * Asks the server for a signed download link (`linkPath`, e.g. resources.downloadLink) and lets
 * the browser download it; the server answers "Failed to obtain the download link" when it cannot sign.
 */
export async function startDownload(linkPath: string): Promise<void> {
  const link = await request<DownloadLink>(linkPath, { method: 'POST' });
  const a = document.createElement('a');
  a.href = link.url;
  a.rel = 'noopener';
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * The download button of one resource (the directory, a product page, a course's materials) or
 * stored file (`text` instead of "Download", e.g. the file's name in a link-styled button).
 */
export function DownloadButton({
  linkPath,
  label,
  text,
  type = 'primary',
}: {
  linkPath: string;
  label: string;
  text?: string;
  type?: 'primary' | 'link';
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return (
    <PlainButton
      look={{ type }}
      aria-label={label}
      onClick={() =>
        startDownload(linkPath).catch((e: unknown) => {
          void message.error(
            e instanceof RequestError && e.kind === 'business' ? e.message : t('resources.linkFailed'),
          );
        })
      }
    >
      {text ?? t('resources.download')}
    </PlainButton>
  );
}
