import type { ApplicationKindName } from '@occ/shared';
import { enterpriseKind } from '../enterprise/service';
import { labPermissionKind } from '../lab-permissions/service';
import { productKind } from '../vendor-products/kind';
import { vendorKind } from '../vendors/kind';
import { chipCertificationKind } from '../devices/certification';
import { resourceKind } from '../resources/review';
import type { ApplicationBase, ApplicationKind } from './review-flow';

/**
 * Every kind of application the console's approval queue shows, by its shared name
 * (`APPLICATION_KINDS`). A new kind: its ApplicationKind in its own module, then one line here.
 */
export const APPLICATION_KIND_REGISTRY: Record<
  ApplicationKindName,
  ApplicationKind<ApplicationBase & Record<string, unknown>, never>
> = {
  enterprise: enterpriseKind as never,
  lab: labPermissionKind as never,
  product: productKind as never,
  vendor: vendorKind as never,
  chipCertification: chipCertificationKind as never,
  resource: resourceKind as never,
};
