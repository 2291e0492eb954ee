import {
  Code,
  eventsFrom,
  POST_EVENT_ACTOR,
  POST_TRANSITIONS,
  type PostEvent,
  type PostState,
} from '@occ/shared';
import { AppError, forbidden, needLogin } from '../../platform/errors';
import { definePolicy, type Actor } from '../../platform/policy';
import { isModerator } from '../moderation/policy';

export interface PostAccess {
  authorId: string;
  state: PostState;
  permission: string;
}

const isAuthor = (actor: Actor, p: PostAccess | null) =>
  actor !== null && p !== null && p.authorId === actor.id;
const isPublic = (p: PostAccess) => p.state === 'published' && p.permission === 'public';

/**
 * Blog posts (spec §4/§6): anyone reads a published public post; the author reads and operates
 * every post of theirs (private ones and drafts included); moderators read what was submitted
 * (never a working draft) and take published posts down through the review queue.
 */
export const postPolicy = definePolicy<
  PostAccess | null,
  'create' | 'mine' | 'read' | 'readDraft' | 'edit' | 'delete' | 'submit' | 'withdraw' | 'report' | 'remove'
>({
  create: (actor) => actor !== null,
  mine: (actor) => actor !== null,
  read: (actor, p) =>
    p !== null && (isPublic(p) || isAuthor(actor, p) || (isModerator(actor) && p.state !== 'drafts')),
  readDraft: isAuthor,
  edit: isAuthor,
  delete: isAuthor,
  submit: (actor, p) => isAuthor(actor, p) && eventsFrom(POST_TRANSITIONS, p!.state).includes('submit'),
  withdraw: (actor, p) => isAuthor(actor, p) && eventsFrom(POST_TRANSITIONS, p!.state).includes('withdraw'),
  report: (actor, p) => actor !== null && p !== null && !isAuthor(actor, p) && isPublic(p),
  remove: (actor, p) => isModerator(actor) && p !== null && p.state === 'published',
});

/**
 * The author-only operations. A visitor gets 401; anyone else 403 — with spec §6's "You are not
 * authorized to operate the draft." for the editor's operations and for any post still in drafts.
 */
export function authorizeAuthor(
  actor: Actor,
  post: { authorId: string; state: string },
  operation: 'edit' | 'submit' | 'withdraw' | 'delete',
): void {
  if (!actor) throw needLogin();
  if (actor.id === post.authorId) return;
  const onDraft = operation === 'edit' || operation === 'submit' || post.state === 'drafts';
  throw onDraft ? new AppError(403, Code.FORBIDDEN, 'draftNotAuthorized') : forbidden();
}

/** The events the author may fire from a state (submit, withdraw), in table order. */
export const authorEvents = (state: PostState): PostEvent[] =>
  eventsFrom(POST_TRANSITIONS, state).filter((e) => POST_EVENT_ACTOR[e] === 'author');
