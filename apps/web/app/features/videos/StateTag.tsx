import { useTranslation } from 'react-i18next';
import { Tag } from '~/components/plain/plain';
import type { VideoState } from '@occ/shared';

const COLORS: Record<VideoState, string> = {
  draft: 'default',
  review: 'processing',
  published: 'success',
  failed: 'error',
  removed: 'warning',
};

/** The lifecycle state of spec §4 (Draft, Under Review, Published, Failed review, removed from shelf). */
export function StateTag({ state }: { state: VideoState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} data-testid="video-state">
      {t(`videos.states.${state}`)}
    </Tag>
  );
}
