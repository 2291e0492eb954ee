import type { CompetitionView } from '@occ/shared';
import { SubmissionForm } from './SubmissionForm';
import { TeamPanel } from './TeamPanel';

/** A signed-in reader's part of a competition: the team, then the work (its own chunk: antd's forms). */
export default function CompetitionWork({ c }: { c: CompetitionView }) {
  return (
    <>
      <TeamPanel slug={c.slug} team={c.myTeam} />
      {c.myTeam ? <SubmissionForm competition={c} /> : null}
    </>
  );
}
