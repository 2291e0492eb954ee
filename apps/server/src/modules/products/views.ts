import { inArray } from 'drizzle-orm';
import {
  PRODUCT_VIEW_CATEGORIES,
  productChipsArea,
  productMcusArea,
  productModulesArea,
  productSolutionsArea,
  type AdminAreaDeclaration,
} from '@occ/shared/admin';
import { products } from '../../db/schema';
import type { AreaBinding } from '../../platform/admin-area/binding';
import { productsBinding, readProduct } from './admin-area';

/**
 * The console's `solution`, `chip` (catalogue side), `mcu` and `module` entries: the products
 * binding limited to the view's categories. Its list holds only those rows, any other product is
 * not found through it (404 on read, save, delete and publish), and its drafts and versions are
 * the products' own (`decl.viewOf`).
 */
function productViewBinding(decl: AdminAreaDeclaration): AreaBinding {
  const categories = PRODUCT_VIEW_CATEGORIES[decl.key]!;
  return {
    ...productsBinding,
    decl,
    scope: inArray(products.category, [...categories]),
    async read(tx, id) {
      const body = await readProduct(tx, Number(id));
      return body && categories.includes(body.category) ? body : null;
    },
    // the operation ids are the view's own (`productMcus.list`, …)
    opNames: undefined,
  };
}

export const PRODUCT_VIEW_BINDINGS: readonly AreaBinding[] = [
  productSolutionsArea,
  productChipsArea,
  productMcusArea,
  productModulesArea,
].map(productViewBinding);
