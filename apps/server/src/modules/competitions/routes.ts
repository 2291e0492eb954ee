import { z } from 'zod';
import {
  competitionView,
  envelopeOf,
  errorResponses,
  judgeItem,
  myTeamView,
  ok,
  phasesBody,
  scoreBody,
  submissionBody,
  submissionView,
  teamCreateBody,
  teamJoinBody,
  winnersBody,
  type CompleteLocale,
  type MyTeamView,
  type PhasesBody,
  type ScoreBody,
  type SubmissionBody,
  type WinnersBody,
} from '@occ/shared';
import type { Db } from '../../db/client';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { eventIdOf } from '../events/checkin';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { submissionsBinding } from './admin-area';
import { submissionFileRoutes } from './files';
import { mySubmissionRoutes } from './mine';
import { phasesConsoleRoutes } from './phases-console';
import { winnersConsoleRoutes } from './winners-console';
import { publishWinners, scoreSubmission, setPhases, submissionsForJudging, winnersOf } from './judging';
import { competitionsPolicy } from './policy';
import { awardIn, presentPhase, presentSubmission, presentTabs } from './presenter';
import {
  createTeam,
  getCompetition,
  joinTeam,
  membersOf,
  phasesOf,
  saveSubmission,
  submissionsOfTeam,
  teamOf,
} from './service';

const refParams = z.object({ ref: z.string().trim().min(1).max(40) });
const errors = errorResponses(401, 403, 404, 409, 422);

async function myTeam(db: Db, eventId: number, userId: string): Promise<MyTeamView | null> {
  const team = await teamOf(db, eventId, userId);
  if (!team) return null;
  const [members, subs] = await Promise.all([membersOf(db, team.id), submissionsOfTeam(db, team.id)]);
  const captain = team.captainId === userId;
  return {
    id: team.id,
    name: team.name,
    captain,
    inviteCode: captain ? team.inviteCode : null,
    members: members.map((m) => ({ nickname: m.nickname, captain: m.userId === team.captainId })),
    submissions: subs.map((s) => presentSubmission(s.s, s.phase, team.name)),
  };
}

async function winners(db: Db, eventId: number, locale: CompleteLocale) {
  return (await winnersOf(db, eventId)).map((w) => ({
    award: awardIn(locale, w.w),
    teamName: w.teamName,
    title: w.s.title,
    repoUrl: w.s.repoUrl,
    videoUrl: w.s.videoUrl,
  }));
}

export async function competitionRoutes(app: App) {
  const { db } = app.database;

  app.get(
    '/api/competitions/:ref',
    {
      schema: {
        operationId: 'competitions.get',
        tags: ['competitions'],
        summary:
          'A competition: rules and materials (HTML), phases with deadlines and criteria, winners, my team',
        params: refParams,
        response: { 200: envelopeOf(competitionView), ...errorResponses(404, 422) },
      },
    },
    async (req) => {
      competitionsPolicy.authorize(req.user, 'read', null);
      const row = await getCompetition(db, req.params.ref);
      const loc = contentLocaleOf(req);
      const [tabs, phases, won, mine] = await Promise.all([
        presentTabs(row, loc),
        phasesOf(db, row.id),
        winners(db, row.id, loc),
        req.user ? myTeam(db, row.id, req.user.id) : null,
      ]);
      return ok({
        slug: row.slug,
        ...tabs,
        phases: phases.map((p) => presentPhase(p, loc)),
        winners: won,
        myTeam: mine,
      });
    },
  );

  app.post(
    '/api/competitions/:ref/teams',
    {
      preValidation: async (req) => competitionsPolicy.authorize(req.user, 'take-part', null),
      schema: {
        operationId: 'teams.create',
        tags: ['competitions'],
        summary: 'Create a team with me as captain (one team per person and competition)',
        params: refParams,
        body: teamCreateBody,
        response: { 200: envelopeOf(myTeamView), ...errors },
      },
    },
    async (req) => {
      const row = await getCompetition(db, req.params.ref);
      await createTeam(db, row.id, req.user!.id, (req.body as { name: string }).name);
      return ok((await myTeam(db, row.id, req.user!.id))!);
    },
  );

  app.post(
    '/api/competitions/:ref/teams/join',
    {
      preValidation: async (req) => competitionsPolicy.authorize(req.user, 'take-part', null),
      schema: {
        operationId: 'teams.join',
        tags: ['competitions'],
        summary: "Join a team with the captain's invitation code",
        params: refParams,
        body: teamJoinBody,
        response: { 200: envelopeOf(myTeamView), ...errors },
      },
    },
    async (req) => {
      const row = await getCompetition(db, req.params.ref);
      await joinTeam(db, row.id, req.user!.id, (req.body as { inviteCode: string }).inviteCode);
      return ok((await myTeam(db, row.id, req.user!.id))!);
    },
  );

  app.put(
    '/api/competitions/:ref/submission',
    {
      preValidation: async (req) => competitionsPolicy.authorize(req.user, 'take-part', null),
      schema: {
        operationId: 'submissions.save',
        tags: ['competitions'],
        summary: "Save my team's work for a phase (one per team and phase); 409 after the phase's deadline",
        params: refParams,
        body: submissionBody,
        response: { 200: envelopeOf(submissionView), ...errors },
      },
    },
    async (req) => {
      const row = await getCompetition(db, req.params.ref);
      const body = req.body as SubmissionBody;
      const { team, row: s } = await saveSubmission(db, row.id, req.user!.id, body);
      return ok(presentSubmission(s, body.phase, team.name));
    },
  );

  app.get(
    '/api/admin/competitions/:ref/submissions',
    {
      preValidation: async (req) => competitionsPolicy.authorize(req.user, 'judge', null),
      schema: {
        operationId: 'submissions.listForJudging',
        tags: ['competitions', 'admin'],
        summary: 'The submissions of a competition (optionally one phase) with scores, for the judges',
        params: refParams,
        querystring: z.object({ phase: z.string().max(40).optional() }),
        response: { 200: envelopeOf(z.array(judgeItem)), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const eventId = await eventIdOf(db, req.params.ref);
      const rows = await submissionsForJudging(db, eventId, req.query.phase, req.user!.id);
      return ok(
        rows.map((r) => ({
          ...presentSubmission(r.s, r.phase, r.teamName),
          totalScore: r.totalScore === null ? null : Number(r.totalScore),
          judges: Number(r.judges),
          myScore: r.myScore,
        })),
      );
    },
  );

  app.post(
    '/api/admin/submissions/:id/score',
    {
      preValidation: async (req) => competitionsPolicy.authorize(req.user, 'judge', null),
      schema: {
        operationId: 'submissions.score',
        tags: ['competitions', 'admin'],
        summary: "Score a submission against its phase's criteria (a judge never scores their own team)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: scoreBody,
        response: { 200: envelopeOf(z.object({ total: z.number().int() })), ...errors },
      },
    },
    async (req) =>
      ok(await scoreSubmission(db, req.params.id, req.user!.id, req.body as ScoreBody, contentLocaleOf(req))),
  );

  app.put(
    '/api/admin/competitions/:ref/phases',
    {
      preValidation: async (req) => competitionsPolicy.authorize(req.user, 'manage', null),
      schema: {
        operationId: 'competitions.setPhases',
        tags: ['competitions', 'admin'],
        summary: 'Set the phases (deadline, judging criteria) of a competition',
        params: refParams,
        body: phasesBody,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      await setPhases(db, await eventIdOf(db, req.params.ref), req.body as PhasesBody);
      return ok(null);
    },
  );

  app.put(
    '/api/admin/competitions/:ref/winners',
    {
      preValidation: async (req) => competitionsPolicy.authorize(req.user, 'publish', null),
      schema: {
        operationId: 'competitions.publishWinners',
        tags: ['competitions', 'admin'],
        summary: 'Publish the winners (award per submission, in order); replaces the list',
        params: refParams,
        body: winnersBody,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      const eventId = await eventIdOf(db, req.params.ref);
      await publishWinners(db, eventId, req.body as WinnersBody, contentLocaleOf(req));
      return ok(null);
    },
  );

  await submissionFileRoutes(app);
  await mySubmissionRoutes(app);
  await winnersConsoleRoutes(app);
  await phasesConsoleRoutes(app);
  // the console's judging list (menu entry `competition_judging`, permission competition.judge)
  registerAdminArea(app, submissionsBinding);
}
