import { pictureUploadRoutes } from '../../platform/picture-upload';
import type { App } from '../../platform/types';
import { organisationOf } from '../enterprise/organisation';
import { vendorsPolicy } from './policy';
import { vendorOfOrganisation } from './service';

/** where vendor logos are stored and served (/uploads/vendors/<random>.webp) */
export const LOGO_FOLDER = 'vendors';
/** the longest side of a stored logo */
export const LOGO_SIDE_MAX = 512;

/**
 * A vendor member's logo upload (issue 16), for the profile form's `logoUrl` (the change still
 * goes through the approval queue); only a member of an organisation that is a vendor.
 */
export async function vendorLogoRoutes(app: App) {
  const { db } = app.database;
  pictureUploadRoutes(app, {
    url: '/api/my/vendor/logo',
    folder: LOGO_FOLDER,
    side: LOGO_SIDE_MAX,
    operationId: 'vendors.uploadLogo',
    tags: ['vendors'],
    what: "the vendor's logo",
    authorize: async (req) => vendorsPolicy.authorize(req.user, 'editOwn', null),
    // 403 / 404 when the user's organisation is no vendor
    check: async (req) => void (await vendorOfOrganisation(db, await organisationOf(db, req.user!.id))),
  });
}
