import { CollectButton, LikeButton } from './LikeButton';
import { ReportButton } from './ReportButton';
import { ShareButton } from './ShareButton';

/**
 * Like, collect, share and report for one piece of content (question, topic, post, video): the
 * row every detail page shows. Visitors see report too (it asks them to log in); owners do not.
 */
export function SocialActions({
  targetType,
  targetId,
  liked,
  likes,
  collected,
  collections,
  canReport,
  loggedIn,
}: {
  targetType: string;
  targetId: string;
  liked: boolean;
  likes: number;
  collected: boolean;
  collections: number;
  canReport: boolean;
  loggedIn: boolean;
}) {
  return (
    <>
      <LikeButton
        targetType={targetType}
        targetId={targetId}
        active={liked}
        count={likes}
        loggedIn={loggedIn}
      />
      <CollectButton
        targetType={targetType}
        targetId={targetId}
        active={collected}
        count={collections}
        loggedIn={loggedIn}
      />
      <ShareButton loggedIn={loggedIn} />
      {canReport || !loggedIn ? (
        <ReportButton targetType={targetType} targetId={targetId} loggedIn={loggedIn} />
      ) : null}
    </>
  );
}
