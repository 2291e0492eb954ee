import { APPLICATION_REVIEW_PERMISSIONS } from '@occ/shared';
import { definePolicy, isAdmin, type Actor } from '../../platform/policy';

export const LAB_APPLY_PERMISSION = 'lab.apply';
export const LAB_REVIEW_PERMISSION = APPLICATION_REVIEW_PERMISSIONS.lab;

const reviewer = (actor: Actor) =>
  actor?.via === 'session' && (isAdmin(actor) || actor.permissions.includes(LAB_REVIEW_PERMISSION));

/**
 * Applicants act on their own applications from the browser (every logged-in user holds
 * 'lab.apply' through the implicit 'user' role); reviewers need 'lab.review' (0005 migration:
 * admin and support) or the admin role, and a browser session too.
 */
export const labPermissionPolicy = definePolicy<null, 'read' | 'apply' | 'review'>({
  read: (actor) => actor?.via === 'session',
  apply: (actor) => actor?.via === 'session' && actor.permissions.includes(LAB_APPLY_PERMISSION),
  review: reviewer,
});
