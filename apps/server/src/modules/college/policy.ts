import { definePolicy } from '../../platform/policy';

/** Courses and routes are public to read; progress is each signed-in learner's own. */
export const collegePolicy = definePolicy<null, 'read' | 'learn'>({
  read: () => true,
  learn: (actor) => actor !== null,
});
