import { useTranslation } from 'react-i18next';
import { Tag } from '~/components/plain/plain';
import type { AuthorBadge } from '@occ/shared';

const COLOURS: Record<AuthorBadge, string> = { official: 'gold', expert: 'geekblue' };

/** Spec §6 badges beside an author's name: official account, expert blogger. */
export function AuthorBadges({ badges }: { badges: readonly AuthorBadge[] }) {
  const { t } = useTranslation();
  if (!badges.length) return null;
  return (
    <>
      {badges.map((b) => (
        <Tag key={b} color={COLOURS[b]} className="pt-badge" data-testid={`badge-${b}`}>
          {t(`posts.badges.${b}`)}
        </Tag>
      ))}
    </>
  );
}
