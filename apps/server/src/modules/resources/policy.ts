import { Code, USER_TYPE_ENTERPRISE } from '@occ/shared';
import { hasPermission } from '../../platform/access';
import { AppError, needLogin } from '../../platform/errors';
import { definePolicy, type Actor } from '../../platform/policy';

/**
 * The directory and its download links are open to everyone (visitors included). Uploading,
 * listing and withdrawing one's own resources is the enterprise guard of spec §6: a certified
 * enterprise user (userType 1, given with the `enterprise` role and its `enterprise.downloads`
 * permission when the certification is approved). Ownership is part of every query (another's
 * resource: 404).
 */
export const resourcesPolicy = definePolicy<null, 'read' | 'upload'>({
  read: () => true,
  upload: (actor) =>
    actor !== null && actor.userType === USER_TYPE_ENTERPRISE && hasPermission(actor, 'enterprise.downloads'),
});

/**
 * Who may get a resource's download link (its `access`): 0 anyone, 1 signed-in users, 2 certified
 * enterprise users (the `upload` rule). The owner and the resource's reviewers always may. A
 * visitor is asked to sign in (401); a user refused answers 403 "Failed to obtain the download link".
 */
export function authorizeDownload(
  actor: Actor,
  r: { access: number; ownerId: string | null },
  isReviewer: boolean,
): void {
  if (r.access === 0 || isReviewer || (actor && actor.id === r.ownerId)) return;
  if (!actor) throw needLogin();
  if (r.access === 2 && !resourcesPolicy.can(actor, 'upload', null))
    throw new AppError(403, Code.FORBIDDEN, 'downloadLinkFailed');
}
