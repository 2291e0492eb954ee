import { z } from 'zod';
import { pageQuery } from '../pagination';

// The console's one approval queue (`approve`): every kind of application that goes through the
// shared review flow, filtered by kind and by state. A new kind is one entry here plus its
// registration on the server (modules/applications/kinds.ts).

export const APPLICATION_KINDS = [
  'enterprise',
  'lab',
  'product',
  'vendor',
  'chipCertification',
  'resource',
] as const;
export type ApplicationKindName = (typeof APPLICATION_KINDS)[number];

/**
 * The permission that reviews each kind (the permission table's key). Holding any of them opens
 * the approval queue: its console menu row (0028 migration) and its page ask for any of these.
 */
export const APPLICATION_REVIEW_PERMISSIONS = {
  enterprise: 'enterprise.review',
  lab: 'lab.review',
  /** a vendor's product submission (modules/vendor-products) */
  product: 'products.publish',
  /** a vendor member's change of its profile (modules/vendors) */
  vendor: 'vendors.update',
  /** a device product's chip certification request (modules/devices, issue 23) */
  chipCertification: 'devices.manage',
  /** an enterprise user's uploaded or edited resource (modules/resources, issue 17) */
  resource: 'resources.update',
} as const satisfies Record<ApplicationKindName, string>;

/** The queue's states, the same for every kind (a kind may store other words: lab's granted/failed). */
export const APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** applications.list: no kind = every kind the reviewer may review. */
export const applicationQueueQuery = pageQuery.extend({
  kind: z.enum(APPLICATION_KINDS).optional(),
  state: z.enum(APPLICATION_STATES).default('pending'),
});
export type ApplicationQueueQuery = z.infer<typeof applicationQueueQuery>;

export const applicationQueueItem = z.object({
  kind: z.enum(APPLICATION_KINDS),
  id: z.string(),
  state: z.enum(APPLICATION_STATES),
  /** what is applied for, in a few words (a company name, a lab permission kind) */
  title: z.string(),
  /** the kind's own fields, in its form's order; `field` names a shared field label */
  details: z.array(z.object({ field: z.string(), value: z.string() })),
  applicant: z.object({ id: z.string(), username: z.string(), nickname: z.string() }),
  reviewComment: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type ApplicationQueueItem = z.infer<typeof applicationQueueItem>;

/** applications.review: approve, or reject with the reason the applicant is shown. */
export const applicationReviewBody = z.object({
  approve: z.boolean(),
  comment: z.string().trim().max(200).optional(),
});
export type ApplicationReviewBody = z.infer<typeof applicationReviewBody>;
