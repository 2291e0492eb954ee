import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '@occ/shared';
import { labConsolePolicy } from './policy';

export const idParams = z.object({ id: z.uuid() });
/** 502: the agent refused or failed; 503: no agent serves the board; 504: no answer in time. */
export const errors = errorResponses(401, 403, 404, 409, 422, 502, 503, 504);
export const tags = ['lab'];
/** Visitors get 401 before the body is validated. */
export const preValidation = async (req: FastifyRequest) => labConsolePolicy.authorize(req.user, 'use', null);

/** Headers of a downloaded report: never cached, never sniffed, never scripted. */
export const reportHeaders = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/** Sends a file body (image bytes, XML, HTML): the typed reply only knows the JSON envelopes. */
export const sendFile = (reply: FastifyReply, headers: Record<string, string>, body: Buffer | string) =>
  reply.headers(headers).send(body);
