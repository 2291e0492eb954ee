// Console `activity` (issue 19): the judges' list of competition submissions. Judges hold only
// `competition.judge` (not `activity.read`), so this list is its own menu entry; each row has a
// scoring dialog against its phase's criteria (apps/web/app/routes/admin/area-parts.tsx).
import { z } from 'zod';
import { defineArea } from '../area';

export const competitionSubmissionsArea = defineArea({
  key: 'competitionSubmissions',
  resource: 'competition',
  route: '/admin/competition_judging',
  editRoute: '/admin/competition_judging_detail',
  body: z.object({}),
  fields: [],
  columns: [
    { name: 'competition' },
    { name: 'phase' },
    { name: 'teamName' },
    { name: 'title' },
    { name: 'repoUrl' },
    { name: 'totalScore' },
    { name: 'judges' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [],
  search: true,
  sort: ['updatedAt', 'totalScore'],
  defaultSort: '-updatedAt',
  titleField: 'title',
  publish: false,
  noCreate: true,
  actions: { read: 'competition.judge' },
});
