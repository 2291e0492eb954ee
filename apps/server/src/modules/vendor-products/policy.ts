import { USER_TYPE_ENTERPRISE } from '@occ/shared';
import { hasPermission } from '../../platform/access';
import { definePolicy } from '../../platform/policy';

/**
 * /people/my/product is the enterprise guard of spec §6: a certified enterprise user (userType 1)
 * edits its organisation's products. The service checks the organisation on every call: another
 * organisation's product reads as missing (404) and refuses changes (403).
 */
export const vendorProductsPolicy = definePolicy<null, 'manage'>({
  manage: (actor) => actor !== null && actor.userType === USER_TYPE_ENTERPRISE,
});

/**
 * `product_detailno`: a product's working copy before release is read by staff who may read
 * products, or by a member of the vendor organisation that owns it (the service finds out).
 */
export const unreleasedProductPolicy = definePolicy<{ ownOrganisation: boolean }, 'read'>({
  read: (actor, product) => hasPermission(actor, 'products.read') || product.ownOrganisation,
});
