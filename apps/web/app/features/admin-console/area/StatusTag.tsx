import { useTranslation } from 'react-i18next';
import type { PublishStatus } from '@occ/shared/admin';
import { ToneTag, type Tone } from '~/components/plain/ToneTag';

const TONE: Record<PublishStatus, Tone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
  changed: 'warning',
};

/** A publishable item's state: draft, scheduled, published, or published with unpublished changes. */
export function PublishStatusTag({ status, testId }: { status: PublishStatus | undefined; testId?: string }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <ToneTag tone={TONE[status] ?? 'neutral'} testId={testId}>
      {t(`adminConsole.status.${status}`)}
    </ToneTag>
  );
}
