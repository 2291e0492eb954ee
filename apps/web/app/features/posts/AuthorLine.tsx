import type { PostAuthor } from '@occ/shared';
import { Avatar } from '~/components/plain/plain';
import { ProfileCardTrigger } from '~/components/social/ProfileCard';
import { AuthorBadges } from './AuthorBadges';

/** An author's avatar, name (opening their profile card) and badges. */
export function AuthorLine({ author, strong = false }: { author: PostAuthor; strong?: boolean }) {
  return (
    <span className="pt-author">
      <Avatar src={author.avatarUrl}>{author.nickname.slice(0, 1).toUpperCase()}</Avatar>
      <ProfileCardTrigger author={author} strong={strong} testId="post-author" />
      <AuthorBadges badges={author.badges} />
    </span>
  );
}
