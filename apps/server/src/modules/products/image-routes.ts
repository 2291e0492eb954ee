import { hasPermission, requirePermission } from '../../platform/access';
import { pictureUploadRoutes } from '../../platform/picture-upload';
import type { App } from '../../platform/types';

/** where product images are stored and served (/uploads/products/<random>.webp) */
export const PRODUCT_IMAGE_FOLDER = 'products';
/** the longest side of a stored product image */
export const PRODUCT_IMAGE_SIDE_MAX = 1200;

/**
 * The console's product image upload (the form's `imageUrl`, an `image` field): staff who may
 * create or edit products. Vendors upload theirs at /api/my/products/image (vendor-products).
 */
export async function productImageRoutes(app: App) {
  pictureUploadRoutes(app, {
    url: '/api/admin/products/image',
    folder: PRODUCT_IMAGE_FOLDER,
    side: PRODUCT_IMAGE_SIDE_MAX,
    operationId: 'products.uploadImage',
    tags: ['products', 'admin'],
    what: "a product's image (staff)",
    authorize: async (req) => {
      if (hasPermission(req.user, 'products.create')) return;
      requirePermission(req.user, 'products.update');
    },
  });
}
