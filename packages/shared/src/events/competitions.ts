// Competitions (issue 19): teams with a captain, one submission per team and phase (editable
// until the phase's deadline), judges' scores against the phase's criteria, published winners.
import { z } from 'zod';
import { isHttpUrl } from '../content/posts';
import { requiredString } from '../zod-rules';

export const TEAM_NAME_MAX = 40;
export const TEAM_MEMBERS_MAX = 5;
export const TEAM_INVITE_LENGTH = 10;
export const SUBMISSION_TITLE_MAX = 100;
export const SUBMISSION_DESCRIPTION_MAX = 5_000;
export const SUBMISSION_URL_MAX = 300;
export const SUBMISSION_FILES_MAX = 5;
export const SUBMISSION_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** pdf, zip and the usual images, decided from the bytes */
export const SUBMISSION_FILE_TYPES = [
  'application/pdf',
  'application/zip',
  'image/png',
  'image/jpeg',
] as const;
export const SCORE_COMMENT_MAX = 500;
export const CRITERION_MAX_POINTS = 100;

const httpUrl = z
  .string()
  .trim()
  .max(SUBMISSION_URL_MAX, 'urlInvalid')
  .refine((v) => v === '' || isHttpUrl(v), 'urlInvalid')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .default(null);

export const teamCreateBody = z.object({ name: requiredString().max(TEAM_NAME_MAX) });
export const teamJoinBody = z.object({
  inviteCode: requiredString().max(TEAM_INVITE_LENGTH * 2),
});

export const submissionFile = z.object({
  name: z.string().trim().min(1).max(120),
  url: z.string().regex(/^\/uploads\/competition\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/, 'fileUnknown'),
});

export const submissionBody = z.object({
  phase: z.string().trim().min(1).max(40),
  title: requiredString().max(SUBMISSION_TITLE_MAX),
  description: z.string().trim().max(SUBMISSION_DESCRIPTION_MAX).default(''),
  repoUrl: httpUrl,
  videoUrl: httpUrl,
  files: z.array(submissionFile).max(SUBMISSION_FILES_MAX).default([]),
});
export type SubmissionBody = z.infer<typeof submissionBody>;

export const scoreBody = z.object({
  /** points per criterion key, 0..the criterion's max */
  scores: z.record(z.string().max(40), z.number().int().min(0).max(CRITERION_MAX_POINTS)),
  comment: z.string().trim().max(SCORE_COMMENT_MAX).default(''),
});
export type ScoreBody = z.infer<typeof scoreBody>;

export const criterion = z.object({
  key: z.string().trim().min(1).max(40),
  titleZh: z.string().trim().min(1).max(60),
  titleEn: z.string().trim().max(60).default(''),
  max: z.number().int().min(1).max(CRITERION_MAX_POINTS),
});
export type Criterion = z.infer<typeof criterion>;

/** The console sets a competition's phases at once (by key: kept, added, removed). */
export const phasesBody = z.object({
  phases: z
    .array(
      z.object({
        key: z
          .string()
          .trim()
          .min(1)
          .max(40)
          .regex(/^[a-z0-9-]+$/, 'slugFormat'),
        titleZh: z.string().trim().min(1).max(60),
        titleEn: z.string().trim().max(60).default(''),
        deadline: z.iso.datetime({ offset: true }),
        criteria: z.array(criterion).min(1).max(10),
      }),
    )
    .min(1)
    .max(10),
});
export type PhasesBody = z.infer<typeof phasesBody>;

/** A stored phase as the console's phases editor reads it: both languages, the deadline in ISO. */
export const phaseEdit = z.object({
  key: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  deadline: z.string(),
  criteria: z.array(criterion),
});
export type PhaseEdit = z.infer<typeof phaseEdit>;

export const winnersBody = z.object({
  winners: z
    .array(
      z.object({
        submissionId: z.number().int().positive(),
        awardZh: z.string().trim().min(1).max(60),
        awardEn: z.string().trim().max(60).default(''),
      }),
    )
    .max(50),
});
export type WinnersBody = z.infer<typeof winnersBody>;

export const phaseView = z.object({
  key: z.string(),
  title: z.string(),
  deadline: z.string(),
  open: z.boolean(),
  criteria: z.array(z.object({ key: z.string(), title: z.string(), max: z.number().int() })),
});

export const submissionView = z.object({
  id: z.number().int(),
  phase: z.string(),
  teamName: z.string(),
  title: z.string(),
  description: z.string(),
  repoUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  files: z.array(submissionFile),
  updatedAt: z.string(),
});
export type SubmissionView = z.infer<typeof submissionView>;

export const myTeamView = z.object({
  id: z.number().int(),
  name: z.string(),
  captain: z.boolean(),
  /** only the captain sees it */
  inviteCode: z.string().nullable(),
  members: z.array(z.object({ nickname: z.string(), captain: z.boolean() })),
  submissions: z.array(submissionView),
});
export type MyTeamView = z.infer<typeof myTeamView>;

export const winnerView = z.object({
  award: z.string(),
  teamName: z.string(),
  title: z.string(),
  repoUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
});

export const competitionView = z.object({
  slug: z.string(),
  rulesHtml: z.string(),
  materialsHtml: z.string(),
  phases: z.array(phaseView),
  winners: z.array(winnerView),
  myTeam: myTeamView.nullable(),
});
export type CompetitionView = z.infer<typeof competitionView>;

/** What a judge sees of a submission to score (with my score when given). */
export const judgeItem = submissionView.extend({
  totalScore: z.number().int().nullable(),
  judges: z.number().int(),
  myScore: z.record(z.string(), z.number().int()).nullable(),
});
export type JudgeItem = z.infer<typeof judgeItem>;

/** A submission of my team (the personal centre): where it is and whether it can still change. */
export const mySubmissionItem = z.object({
  id: z.number().int(),
  competition: z.object({ slug: z.string(), title: z.string() }),
  teamName: z.string(),
  phase: z.string(),
  deadline: z.string(),
  open: z.boolean(),
  title: z.string(),
  updatedAt: z.string(),
});
export type MySubmissionItem = z.infer<typeof mySubmissionItem>;

/** The console's winners screen: every submission with its average score and its award if any. */
export const rankingItem = z.object({
  id: z.number().int(),
  phase: z.string(),
  teamName: z.string(),
  title: z.string(),
  totalScore: z.number().int().nullable(),
  judges: z.number().int(),
  awardZh: z.string().nullable(),
  awardEn: z.string().nullable(),
});
export type RankingItem = z.infer<typeof rankingItem>;
