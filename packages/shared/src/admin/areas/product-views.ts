import { SOLUTION_CATEGORIES, kindOfCategory, type ProductCategory } from '../../catalogue';
import { defineArea, type AdminAreaDeclaration } from '../area';
import { productArea, productAreaBody } from './products';

// The console entries of spec §1 that are a part of the product catalogue: `solution`, `mcu`,
// `module` and the catalogue side of `chip`. Each is the products area seen through some
// categories: its list holds only those products, an item of another category is not found
// there, and a save with another category is refused naming the field (`categoryOfArea`). The
// rows, drafts and versions are the products' own (the server's binding shares them), so a
// product edited under `mcu` is the one edited under `product`.

/** A view of the products area limited to `categories`. */
function productView(
  key: string,
  route: string,
  editRoute: string,
  categories: readonly ProductCategory[],
  tabs?: readonly string[],
): AdminAreaDeclaration {
  const kinds = [...new Set(categories.map(kindOfCategory))];
  const narrow = <F extends { name: string; options?: readonly string[] }>(f: F): F =>
    f.name === 'category'
      ? { ...f, options: categories }
      : f.name === 'productKind'
        ? { ...f, options: kinds }
        : f;
  return defineArea({
    ...productArea,
    key,
    viewOf: productArea.key,
    route,
    editRoute,
    ...(tabs ? { tabs } : {}),
    body: productAreaBody.refine((v) => (categories as readonly string[]).includes(v.category), {
      path: ['category'],
      message: 'categoryOfArea',
    }),
    fields: productArea.fields.map(narrow),
    // one kind and one category need no filter of their own
    filters: productArea.filters.map(narrow).filter((f) => (f.options?.length ?? 0) > 1),
  }) as unknown as AdminAreaDeclaration;
}

/** The categories each view shows (the server limits its rows to them). */
export const PRODUCT_VIEW_CATEGORIES: Record<string, readonly ProductCategory[]> = {
  productSolutions: SOLUTION_CATEGORIES,
  productChips: ['cpu', 'soc'],
  productMcus: ['mcu'],
  productModules: ['module'],
};

export const productSolutionsArea = productView(
  'productSolutions',
  '/admin/solution',
  '/admin/solution_detail',
  PRODUCT_VIEW_CATEGORIES.productSolutions!,
);
export const productChipsArea = productView(
  'productChips',
  '/admin/chip_product',
  '/admin/chip_product_detail',
  PRODUCT_VIEW_CATEGORIES.productChips!,
  ['labSoc', 'labBoard', 'productChips'],
);
export const productMcusArea = productView(
  'productMcus',
  '/admin/mcu',
  '/admin/mcu_detail',
  PRODUCT_VIEW_CATEGORIES.productMcus!,
);
export const productModulesArea = productView(
  'productModules',
  '/admin/module',
  '/admin/module_detail',
  PRODUCT_VIEW_CATEGORIES.productModules!,
);
