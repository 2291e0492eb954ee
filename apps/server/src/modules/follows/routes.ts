import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  followListQuery,
  followResult,
  followRow,
  ok,
  pageOf,
  profileCard,
} from '@occ/shared';
import { needLogin } from '../../platform/errors';
import type { App } from '../../platform/types';
import { notify } from '../notifications/notify';
import { presentSocialUser } from './presenter';
import { findUser, follow, followStates, listEdges, profileCounts, removeFan, unfollow } from './service';
import { badgesOf } from '../posts/presenter';

const errors = errorResponses(401, 403, 404, 409, 422);
const loggedIn = async (req: FastifyRequest) => {
  if (!req.user) throw needLogin();
};
const userParams = z.object({ id: z.uuid('idNotExist') });

/** Following people and vendors, fans, and the profile card with its counts. */
export async function followRoutes(app: App) {
  const { db } = app.database;

  app.post(
    '/api/users/:id/follow',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'follows.follow',
        tags: ['community', 'people'],
        summary:
          "Follow a user (followed, or mutual when they follow back); self → 422 Can't pay attention to yourself",
        params: userParams,
        response: { 200: envelopeOf(followResult), ...errors },
      },
    },
    async (req) => {
      const me = req.user!;
      const r = await follow(db, me.id, req.params.id);
      if (r.created) {
        try {
          await notify(app, {
            userId: req.params.id,
            category: 'follow',
            kind: 'follow',
            actorId: me.id,
            summary: me.nickname,
            link: '/people/my/fans',
          });
        } catch (err) {
          req.log.warn({ err }, 'follow notification not stored');
        }
      }
      return ok({ state: r.state });
    },
  );

  app.delete(
    '/api/users/:id/follow',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'follows.unfollow',
        tags: ['community', 'people'],
        summary: 'Stop following a user (idempotent)',
        params: userParams,
        response: { 200: envelopeOf(followResult), ...errors },
      },
    },
    async (req) => ok(await unfollow(db, req.user!.id, req.params.id)),
  );

  app.delete(
    '/api/users/me/fans/:id',
    {
      preValidation: loggedIn,
      schema: {
        operationId: 'fans.remove',
        tags: ['community', 'people'],
        summary: 'Remove a fan: they no longer follow me (404 when they did not)',
        params: userParams,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
    },
    async (req) => {
      await removeFan(db, req.user!.id, req.params.id);
      return ok(null);
    },
  );

  for (const direction of ['follows', 'fans'] as const) {
    app.get(
      `/api/users/:id/${direction}`,
      {
        schema: {
          operationId: direction === 'follows' ? 'follows.list' : 'fans.list',
          tags: ['community', 'people'],
          summary:
            direction === 'follows'
              ? 'The people and vendors a user follows, with the viewer’s follow state for each'
              : 'A user’s fans, with the viewer’s follow state for each',
          params: userParams,
          querystring: followListQuery,
          response: { 200: envelopeOf(pageOf(followRow)), ...errors },
        },
      },
      async (req) => {
        const { rows, total } = await listEdges(db, direction, req.params.id, req.query);
        const states = await followStates(
          db,
          req.user?.id ?? null,
          rows.map((r) => r.id),
        );
        return ok({
          items: rows.map((r) => ({
            ...presentSocialUser(r),
            followState: states.get(r.id) ?? 'none',
            since: r.since.toISOString(),
          })),
          total,
          page: req.query.page,
          pageSize: req.query.pageSize,
        });
      },
    );
  }

  app.get(
    '/api/users/:id/profile-card',
    {
      schema: {
        operationId: 'users.card',
        tags: ['community', 'people'],
        summary: 'Nickname, avatar, counts (fans, follows, posts, videos, Q&A) and the viewer’s follow state',
        params: userParams,
        response: { 200: envelopeOf(profileCard), ...errors },
      },
    },
    async (req) => {
      const user = await findUser(db, req.params.id);
      const [counts, states] = await Promise.all([
        profileCounts(db, user.id),
        followStates(db, req.user?.id ?? null, [user.id]),
      ]);
      return ok({
        ...presentSocialUser(user),
        profile: user.profile,
        counts,
        followState: states.get(user.id) ?? 'none',
        badges: badgesOf(user.roles),
      });
    },
  );
}
