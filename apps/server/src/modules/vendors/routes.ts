import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  myVendor,
  ok,
  pageOf,
  pageQuery,
  vendorCard,
  vendorFollowResult,
  vendorListQuery,
  vendorProfile,
  vendorChangeBody,
  type VendorChangeBody,
} from '@occ/shared';
import { AppError } from '../../platform/errors';
import { Code } from '@occ/shared';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { contentLocaleOf } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { organisationOf } from '../enterprise/organisation';
import { vendorLocationsBinding, vendorsBinding } from './admin-area';
import { editableLocations, locationsOf } from './locations';
import { vendorsPolicy } from './policy';
import { vendorLogoRoutes } from './logo-routes';
import { vendorResourceRoutes } from './resource-routes';
import { presentVendorCard, profileBodyOf, type VendorRow } from './presenter';
import {
  findVendor,
  followedVendors,
  followersOf,
  isFollowing,
  latestChange,
  listVendors,
  setFollowing,
  submitChange,
  vendorOfOrganisation,
  vendorProducts,
} from './service';

const slugParams = z.object({ slug: z.string().max(200) });
const errors = errorResponses(401, 403, 404, 409, 422);
const tags = ['vendors'];

/** Vendors, partners and resellers: public listings and profiles, follows, members' own edits. */
export async function vendorRoutes(app: App) {
  await app.register(vendorLogoRoutes);
  await app.register(vendorResourceRoutes);
  const { db } = app.database;
  registerAdminArea(app, vendorsBinding);
  registerAdminArea(app, vendorLocationsBinding);

  const memberOf = async (req: FastifyRequest, vendor: VendorRow) => {
    const user = req.user;
    if (!user || !vendorsPolicy.can(user, 'editOwn', null)) return false;
    const org = await organisationOf(db, user.id);
    return org?.code === vendor.organisation;
  };

  app.get(
    '/api/vendors',
    {
      schema: {
        operationId: 'vendors.list',
        tags,
        summary: 'Vendors, or partners / resellers (kind), optionally of one region, by sort order',
        querystring: vendorListQuery,
        response: { 200: envelopeOf(pageOf(vendorCard)), ...errors },
      },
    },
    async (req) => {
      const locale = contentLocaleOf(req);
      const { rows, total } = await listVendors(db, req.query);
      return ok({
        items: rows.map((r) => presentVendorCard(r, locale)),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  app.get(
    '/api/vendors/:slug',
    {
      schema: {
        operationId: 'vendors.get',
        tags,
        summary: 'A vendor profile: introduction, published products, followers and the viewer’s follow',
        params: slugParams,
        response: { 200: envelopeOf(vendorProfile), ...errors },
      },
    },
    async (req) => {
      const locale = contentLocaleOf(req);
      const vendor = await findVendor(db, req.params.slug);
      const [products, followers, following, member, locations] = await Promise.all([
        vendorProducts(db, vendor.organisation, locale),
        followersOf(db, vendor.id),
        isFollowing(db, req.user?.id ?? null, vendor.id),
        memberOf(req, vendor),
        locationsOf(db, vendor.id, locale),
      ]);
      return ok({
        ...presentVendorCard(vendor, locale),
        intro: locale === 'en-US' ? vendor.introEn : vendor.introZh,
        products,
        followers,
        following,
        member,
        locations,
      });
    },
  );

  for (const on of [true, false]) {
    app.route({
      method: on ? 'POST' : 'DELETE',
      url: '/api/vendors/:slug/follow',
      preValidation: async (req) => vendorsPolicy.authorize(req.user, 'follow', null),
      schema: {
        operationId: on ? 'vendors.follow' : 'vendors.unfollow',
        tags,
        summary: on ? 'Follow a vendor (idempotent)' : 'Stop following a vendor (idempotent)',
        params: slugParams,
        response: { 200: envelopeOf(vendorFollowResult), ...errors },
      },
      handler: async (req) => {
        const vendor = await findVendor(db, req.params.slug);
        return ok(await setFollowing(db, req.user!.id, vendor.id, on));
      },
    });
  }

  app.get(
    '/api/my/vendor-follows',
    {
      preValidation: async (req) => vendorsPolicy.authorize(req.user, 'follow', null),
      schema: {
        operationId: 'vendors.followed',
        tags,
        summary: 'The vendors I follow, newest first (my attention: vendors)',
        querystring: pageQuery,
        response: { 200: envelopeOf(pageOf(vendorCard)), ...errors },
      },
    },
    async (req) => {
      const locale = contentLocaleOf(req);
      const { page, pageSize } = req.query;
      const { rows, total } = await followedVendors(db, req.user!.id, page, pageSize);
      return ok({ items: rows.map((r) => presentVendorCard(r, locale)), total, page, pageSize });
    },
  );

  app.get(
    '/api/my/vendor',
    {
      preValidation: async (req) => vendorsPolicy.authorize(req.user, 'editOwn', null),
      schema: {
        operationId: 'vendors.mine',
        tags,
        summary: "The vendor of the enterprise user's organisation, with its latest change request",
        response: { 200: envelopeOf(myVendor), ...errors },
      },
    },
    async (req) => {
      const vendor = await vendorOfOrganisation(db, await organisationOf(db, req.user!.id));
      const [change, locations] = await Promise.all([
        latestChange(db, vendor.id),
        editableLocations(db, vendor.id),
      ]);
      return ok({
        slug: vendor.slug,
        profile: { ...profileBodyOf(vendor), locations },
        change: change
          ? {
              state: change.state as 'pending' | 'approved' | 'rejected',
              reviewComment: change.reviewComment,
              createdAt: change.createdAt.toISOString(),
            }
          : null,
      });
    },
  );

  app.put(
    '/api/vendors/:slug/profile',
    {
      preValidation: async (req) => vendorsPolicy.authorize(req.user, 'editOwn', null),
      schema: {
        operationId: 'vendors.edit',
        tags,
        summary:
          'A member proposes a change of its vendor profile and locations: it waits in the approval queue',
        params: slugParams,
        body: vendorChangeBody,
        response: { 200: envelopeOf(z.object({ changeId: z.string() })), ...errors },
      },
    },
    async (req) => {
      const vendor = await findVendor(db, req.params.slug);
      if (!(await memberOf(req, vendor))) throw new AppError(403, Code.FORBIDDEN, 'vendorNotMember');
      const changeId = await submitChange(db, vendor, req.user!.id, req.body as VendorChangeBody);
      return ok({ changeId });
    },
  );
}
