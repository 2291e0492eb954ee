import { definePolicy, type Actor } from '../../platform/policy';
import { isModerator } from '../moderation/policy';

type VideoRef = { authorId: string; state: string } | null;

const owner = (actor: Actor, r: VideoRef) => actor !== null && r !== null && r.authorId === actor.id;

/**
 * Videos (spec §4/§6): any logged-in user uploads; the author edits, submits, withdraws and
 * deletes their own; moderators also see unpublished videos (the review queue plays them) and
 * may delete; everyone sees published ones; others than the author can report. Whether the state
 * allows an action is the transition table's business (409), not the policy's.
 */
export const videoPolicy = definePolicy<
  VideoRef,
  'create' | 'read' | 'edit' | 'submit' | 'withdraw' | 'delete' | 'report'
>({
  create: (actor) => actor !== null,
  read: (actor, r) => r !== null && (r.state === 'published' || owner(actor, r) || isModerator(actor)),
  edit: owner,
  submit: owner,
  withdraw: owner,
  delete: (actor, r) => owner(actor, r) || (r !== null && isModerator(actor)),
  report: (actor, r) => actor !== null && r !== null && r.authorId !== actor.id,
});
