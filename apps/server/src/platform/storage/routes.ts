import { z } from 'zod';
import { errorResponses } from '@occ/shared';
import { notFound } from '../errors';
import type { App } from '../types';
import { sendStored } from './index';

/**
 * The local driver's signed URLs (`Storage.signedUrl`): /api/storage?token=<token>, HMAC-signed and
 * expiring; an expired or forged token answers 404 with "The link address does not exist".
 */
export async function storageRoutes(app: App) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/storage',
    schema: {
      hide: true,
      querystring: z.object({ token: z.string().max(2000) }),
      response: errorResponses(404),
    },
    handler: async (req, reply) => {
      const v = app.linkSigner.verify(req.query.token);
      if ('error' in v) throw notFound('linkNotExist');
      let p: { k?: unknown; n?: unknown };
      try {
        p = JSON.parse(v.payload) as { k?: unknown; n?: unknown };
      } catch {
        throw notFound('linkNotExist');
      }
      if (typeof p.k !== 'string') throw notFound('linkNotExist');
      const key = p.k;
      const fileName = typeof p.n === 'string' ? p.n : (key.split('/').pop() ?? 'file');
      const sent = await sendStored(reply, app.storage, key, {
        rangeHeader: req.headers.range,
        fileName,
        head: req.method === 'HEAD',
      }).catch(() => null);
      if (!sent) throw notFound('linkNotExist');
      return reply;
    },
  });
}
