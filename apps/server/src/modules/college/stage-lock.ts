import { Code, lessonLocked, type StagedLesson, type StageRule } from '@occ/shared';
import { AppError } from '../../platform/errors';

// Stages that require the previous one (issue 20; the rule is packages/shared/src/college/stages.ts):
// a lesson of a locked stage cannot be opened, completed, watched or quizzed.

/** The refusal; with the course's slug (reading a lesson) it carries where to go instead for the page. */
export const stageLocked = (stage: number, courseSlug?: string) =>
  new AppError(
    403,
    Code.FORBIDDEN,
    'stageLocked',
    { stage, previous: stage - 1 },
    undefined,
    courseSlug ? { locked: { courseSlug, stage, previous: stage - 1 } } : undefined,
  );

/** Refuses (403) when the lesson's stage is locked for the learner, from data already read. */
export function assertOpen(
  stages: readonly StageRule[],
  lessons: readonly StagedLesson[],
  done: ReadonlySet<number>,
  lessonId: number,
) {
  const { locked, stage } = lessonLocked(stages, lessons, done, lessonId);
  if (locked) throw stageLocked(stage);
}
