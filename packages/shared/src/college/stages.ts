import { z } from 'zod';

// Stages (chapters) of a course (issue 20): lessons are grouped in ordered stages; a stage may
// require the previous one, and then its lessons cannot be opened or completed until every lesson
// of the stage before it is complete (and that stage is itself open). One rule for the server's
// refusals and the catalog's locks.

export const COURSE_STAGES_MAX = 20;
export const STAGE_TITLE_MAX = 120;

/** One stage as a row of the course form (its number is its place in the list, from 1). */
export const stageRowBody = z.object({
  titleZh: z.string().trim().min(1).max(STAGE_TITLE_MAX),
  titleEn: z.string().trim().max(STAGE_TITLE_MAX).default(''),
  requiresPrevious: z.boolean().default(false),
});
export type StageRowBody = z.infer<typeof stageRowBody>;

/** The stored stage settings: numbered by their place, from 1. */
export interface StageRule {
  requiresPrevious: boolean;
}

export interface StagedLesson {
  id: number;
  /** 1-based stage number; lessons of a course without stages are all in stage 1 */
  stage: number;
}

/** The stage a lesson is in, kept within the course's stages (a course without stages has one). */
export const stageNumberOf = (stage: number, stageCount: number) =>
  Math.min(Math.max(1, Math.trunc(stage) || 1), Math.max(1, stageCount));

/**
 * The stage numbers that are locked for a learner who completed `done`. Stage n is locked when it
 * requires the previous one and stage n − 1 is locked or has a lesson not yet complete.
 */
export function lockedStages(
  stages: readonly StageRule[],
  lessons: readonly StagedLesson[],
  done: ReadonlySet<number>,
): Set<number> {
  const locked = new Set<number>();
  const count = Math.max(1, stages.length);
  const complete = (n: number) =>
    lessons.filter((l) => stageNumberOf(l.stage, count) === n).every((l) => done.has(l.id));
  for (let n = 2; n <= stages.length; n++) {
    if (!stages[n - 1]!.requiresPrevious) continue;
    if (locked.has(n - 1) || !complete(n - 1)) locked.add(n);
  }
  return locked;
}

/** Whether one lesson is locked for a learner (see lockedStages). */
export function lessonLocked(
  stages: readonly StageRule[],
  lessons: readonly StagedLesson[],
  done: ReadonlySet<number>,
  lessonId: number,
): { locked: boolean; stage: number } {
  const lesson = lessons.find((l) => l.id === lessonId);
  const stage = lesson ? stageNumberOf(lesson.stage, stages.length) : 1;
  return { locked: lockedStages(stages, lessons, done).has(stage), stage };
}

/** A stage of the catalog with my progress in it and whether it is locked for me. */
export const stageOutline = z.object({
  number: z.number().int(),
  title: z.string(),
  requiresPrevious: z.boolean(),
  /** null for a visitor */
  completedLessons: z.number().int().nullable(),
  totalLessons: z.number().int(),
  locked: z.boolean(),
});
export type StageOutline = z.infer<typeof stageOutline>;
