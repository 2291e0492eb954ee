import { eq, sql } from 'drizzle-orm';
import { competitionSubmissionsArea } from '@occ/shared/admin';
import { competitionSubmissions } from '../../db/schema';
import type { AreaBinding } from '../../platform/admin-area/binding';

const s = competitionSubmissions;
// the list selects from one table, where drizzle leaves column names unqualified: the subqueries
// name theirs in full (a bare "id" would be ambiguous)
const teamName = sql<string>`(select t.name from competition_teams t where t.id = competition_submissions.team_id)`;
const phaseKey = sql<string>`(select p.key from competition_phases p where p.id = competition_submissions.phase_id)`;
// the competition's slug: the scoring dialog reads the phase's criteria from the competition page
const competition = sql<string>`(select e.slug from events e join competition_phases p on p.event_id = e.id
  where p.id = competition_submissions.phase_id)`;
const totalScore = sql<number>`(select sum(c.total)::int from competition_scores c where c.submission_id = competition_submissions.id)`;
const judges = sql<number>`(select count(*)::int from competition_scores c where c.submission_id = competition_submissions.id)`;

/**
 * The judges' list of submissions (read-only: teams write them on the competition page, judges
 * score them through `submissions.score`, which refuses a judge's own team).
 */
export const submissionsBinding: AreaBinding = {
  decl: competitionSubmissionsArea,
  table: s,
  id: s.id,
  columns: {
    competition,
    phase: phaseKey,
    teamName,
    title: s.title,
    repoUrl: s.repoUrl,
    totalScore,
    judges,
    updatedAt: s.updatedAt,
  },
  searchColumns: [s.title, teamName],
  async read(tx, id) {
    const [row] = await tx
      .select({ id: s.id })
      .from(s)
      .where(eq(s.id, Number(id)))
      .limit(1);
    return row ? {} : null;
  },
};
