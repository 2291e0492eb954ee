import { eq } from 'drizzle-orm';
import { APPLICATION_REVIEW_PERMISSIONS } from '@occ/shared';
import { productAreaBody } from '@occ/shared/admin';
import { productSubmissions, products } from '../../db/schema';
import { hasPermission } from '../../platform/access';
import { draftOf, dropDraft, keepVersion, setPublishedAt } from '../../platform/admin-area/publishing';
import { conflict } from '../../platform/errors';
import { applicantContact, inBothLocales, type ApplicationKind } from '../applications/review-flow';
import { productsBinding } from '../products/admin-area';
import { workingCopy } from './service';

export type SubmissionRow = typeof productSubmissions.$inferSelect;

/**
 * A vendor's product in the console's one approval queue (`approve`). Approval publishes the
 * working copy as the console's publish does (the draft goes live, a version is kept); a
 * rejection leaves it unpublished with the reason shown at /people/my/product.
 */
export const productKind: ApplicationKind<SubmissionRow, never> = {
  name: 'product',
  table: productSubmissions,
  states: { approved: 'approved', rejected: 'rejected' },
  notPending: 'productNotPending',
  mayReview: (actor) => actor !== null && hasPermission(actor, APPLICATION_REVIEW_PERMISSIONS.product),
  queue: {
    title: (row) => row.title,
    details: (row) => [{ field: 'productCode', value: row.productCode }],
  },
  // submissions are filed by modules/vendor-products (submitProduct), not through applyFor
  admit: async () => {
    throw conflict();
  },
  values: () => ({}),
  reviewRoute: {
    url: '/api/admin/products/submissions/:id/review',
    operationId: 'products.review',
    tag: 'products',
  },
  async grant(tx, row) {
    const id = row.productId;
    const draft = await draftOf(tx, productsBinding, id);
    const data = draft ? productAreaBody.parse(draft) : await workingCopy(tx, id);
    if (draft) {
      await productsBinding.update!(tx, id, data);
      await dropDraft(tx, productsBinding, id);
    }
    const [live] = await tx
      .select({ at: products.publishedAt })
      .from(products)
      .where(eq(products.id, id))
      .limit(1);
    if (!live?.at) await setPublishedAt(tx, productsBinding, id, new Date());
    await keepVersion(tx, productsBinding, id, data, row.reviewerId);
  },
  async notice(db, row) {
    const body = await workingCopy(db, row.productId);
    const approved = row.state === 'approved';
    const params = { name: body.nameZh, comment: row.reviewComment ?? '' };
    return {
      to: await applicantContact(db, row.userId),
      subject: inBothLocales(approved ? 'productApprovedSubject' : 'productRejectedSubject'),
      text: inBothLocales(approved ? 'productApprovedText' : 'productRejectedText', () => params, '\n\n'),
    };
  },
};
