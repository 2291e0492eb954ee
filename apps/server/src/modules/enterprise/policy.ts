import { APPLICATION_REVIEW_PERMISSIONS } from '@occ/shared';
import { definePolicy } from '../../platform/policy';

export const ENTERPRISE_REVIEW_PERMISSION = APPLICATION_REVIEW_PERMISSIONS.enterprise;

/**
 * Applicants act on their own application from the browser; reviewers need the
 * 'enterprise.review' permission (roles table) and a browser session too.
 */
export const enterprisePolicy = definePolicy<null, 'read' | 'apply' | 'review'>({
  read: (actor) => actor?.via === 'session',
  apply: (actor) => actor?.via === 'session',
  review: (actor) => actor?.via === 'session' && actor.permissions.includes(ENTERPRISE_REVIEW_PERMISSION),
});
