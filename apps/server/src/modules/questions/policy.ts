import { definePolicy, isAdmin, type Actor } from '../../platform/policy';

export const MODERATION_PERMISSION = 'moderation.review';

/** Moderators: the admin role or the 'moderation.review' permission (issue 4). */
export const isModerator = (actor: Actor): boolean =>
  isAdmin(actor) || (actor?.permissions.includes(MODERATION_PERMISSION) ?? false);

const user = (actor: Actor) => actor !== null;
const ownerOrModerator = (actor: Actor, r: { authorId: string } | null) =>
  actor !== null && (isModerator(actor) || (r !== null && r.authorId === actor.id));

/**
 * Questions, topics, answers and comments: any logged-in user writes; the author or a moderator
 * edits and deletes; only the question's author adopts (spec §4/§6); moderators mark essence.
 * `read` covers held items (sensitive-word review): only their author and moderators see them.
 */
export const contentPolicy = definePolicy<
  { authorId: string; status?: string } | null,
  'create' | 'update' | 'delete' | 'adopt' | 'essence' | 'report' | 'read'
>({
  create: user,
  update: ownerOrModerator,
  delete: ownerOrModerator,
  adopt: (actor, r) => actor !== null && r !== null && r.authorId === actor.id,
  essence: (actor) => isModerator(actor),
  report: (actor, r) => actor !== null && r !== null && r.authorId !== actor.id,
  read: (actor, r) => r !== null && (r.status === 'published' || ownerOrModerator(actor, r)),
});
