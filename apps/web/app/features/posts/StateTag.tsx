import { useTranslation } from 'react-i18next';
import { Tag } from '~/components/plain/plain';
import type { PostState } from '@occ/shared';

const COLOURS: Record<PostState, string> = {
  drafts: 'default',
  audit: 'processing',
  published: 'success',
  fail: 'error',
  been_removed: 'warning',
};

/** A post's lifecycle state (spec §4) as a coloured tag. */
export function StateTag({ state }: { state: PostState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[state]} data-testid="post-state">
      {t(`posts.states.${state}`)}
    </Tag>
  );
}
