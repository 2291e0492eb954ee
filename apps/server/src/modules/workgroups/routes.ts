import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  ok,
  workgroupDetail,
  workgroupIdParams,
  workgroupJoinBody,
  workgroupListQuery,
  workgroupMemberParams,
  workgroupMembership,
  workgroupPage,
  type WorkgroupMemberEvent,
} from '@occ/shared';
import { registerAdminArea } from '../../platform/admin-area/routes';
import { tellApplicant } from './notices';
import { conflict, needLogin, notFound } from '../../platform/errors';
import { contentLocaleOf, t } from '../../platform/i18n';
import type { App } from '../../platform/types';
import { workgroupMeetingsBinding, workgroupMembersBinding, workgroupsBinding } from './admin-area';
import { workgroupsPolicy } from './policy';
import { presentWorkgroup, presentWorkgroupDetail } from './presenter';
import {
  decideMembership,
  findWorkgroup,
  isMaintainer,
  leaveWorkgroup,
  listWorkgroups,
  membershipOf,
  requestToJoin,
  workgroupParts,
} from './service';

const errors = errorResponses(401, 403, 404, 409, 422);

/**
 * Workgroups (issue 16): the public list and detail, joining (a request the group's maintainers
 * or staff approve), leaving, and deciding requests; the console's three areas (groups, meetings,
 * memberships) are served by the admin-area engine.
 */
export async function workgroupRoutes(app: App) {
  for (const b of [workgroupsBinding, workgroupMeetingsBinding, workgroupMembersBinding])
    registerAdminArea(app, b);
  const { db } = app.database;

  /** 401 before the body or params are checked (a visitor's bad input is still a 401). */
  const signedIn = async (req: { user: unknown }) => {
    if (!req.user) throw needLogin();
  };

  const existing = async (id: number) => {
    const hit = await findWorkgroup(db, id);
    if (!hit) throw notFound();
    return hit;
  };

  app.get(
    '/api/workgroups',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'workgroups.list',
        tags: ['workgroups'],
        summary: 'Workgroups (special-interest groups) in their console order, with member counts',
        querystring: workgroupListQuery,
        response: { 200: envelopeOf(workgroupPage), 422: errors[422] },
      },
    },
    async (req) => {
      const en = contentLocaleOf(req) === 'en-US';
      const { items, total } = await listWorkgroups(db, req.query);
      return ok({
        items: items.map((h) => presentWorkgroup(h, en)),
        total,
        page: req.query.page,
        pageSize: req.query.pageSize,
      });
    },
  );

  app.get(
    '/api/workgroups/:id',
    {
      schema: {
        operationId: 'workgroups.get',
        tags: ['workgroups'],
        summary:
          'A workgroup: charter, members, meetings, repositories, its tag’s questions, my membership; pending requests for its deciders',
        params: workgroupIdParams,
        response: { 200: envelopeOf(workgroupDetail), 404: errors[404], 422: errors[422] },
      },
    },
    async (req) => {
      const hit = await existing(req.params.id);
      const userId = req.user?.id ?? null;
      const parts = await workgroupParts(db, hit.row, userId);
      const maintainer = parts.mine?.state === 'member' && parts.mine.role === 'maintainer';
      const mayDecide = workgroupsPolicy.can(req.user, 'decide', { maintainer });
      const en = contentLocaleOf(req) === 'en-US';
      return ok(await presentWorkgroupDetail(hit, parts, en, mayDecide));
    },
  );

  app.post(
    '/api/workgroups/:id/join',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'workgroups.join',
        tags: ['workgroups'],
        summary:
          'Ask to join: a pending request until a maintainer or staff decides; 409 when already asked or a member',
        params: workgroupIdParams,
        body: workgroupJoinBody,
        response: { 200: envelopeOf(workgroupMembership), ...errors },
      },
    },
    async (req) => {
      workgroupsPolicy.authorize(req.user, 'join', { maintainer: false });
      await existing(req.params.id);
      if (!(await requestToJoin(db, req.params.id, req.user!.id, req.body.message)))
        throw conflict('workgroupAlreadyRequested');
      return ok({ state: 'pending' as const, role: 'member' as const }, t(req, 'workgroupJoinRequested'));
    },
  );

  app.post(
    '/api/workgroups/:id/leave',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'workgroups.leave',
        tags: ['workgroups'],
        summary: 'Leave the group, or withdraw my pending request; 409 when I am neither',
        params: workgroupIdParams,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      workgroupsPolicy.authorize(req.user, 'join', { maintainer: false });
      await existing(req.params.id);
      if (!(await leaveWorkgroup(db, req.params.id, req.user!.id))) throw conflict('workgroupNotMember');
      return ok(null, t(req, 'workgroupLeft'));
    },
  );

  for (const event of ['approve', 'reject'] as const satisfies WorkgroupMemberEvent[]) {
    app.post(
      `/api/workgroups/:id/requests/:userId/${event}`,
      {
        preValidation: signedIn,
        schema: {
          operationId: `workgroups.${event}`,
          tags: ['workgroups'],
          summary: `${event === 'approve' ? 'Approve' : 'Reject'} a pending join request (the group's maintainers, or workgroups.update); 409 when it is not pending`,
          params: workgroupMemberParams,
          response: { 200: envelopeOf(workgroupMembership), ...errors },
        },
      },
      async (req) => {
        const { id, userId } = req.params;
        await existing(id);
        const maintainer = await isMaintainer(db, id, req.user!.id);
        workgroupsPolicy.authorize(req.user, 'decide', { maintainer });
        const state = await decideMembership(db, { workgroupId: id, userId }, event, req.user!.id);
        if (!state) throw conflict('workgroupRequestNotPending');
        await tellApplicant(app, { workgroupId: id, userId }, state, req.user!.id);
        const m = await membershipOf(db, id, userId);
        return ok(
          workgroupMembership.parse(m),
          t(req, event === 'approve' ? 'workgroupRequestApproved' : 'workgroupRequestRejected'),
        );
      },
    );
  }
}
