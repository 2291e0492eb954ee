import { z } from 'zod';
import { Code, errorResponses } from '@occ/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../platform/errors';
import { sendStored } from '../../platform/storage';
import type { App } from '../../platform/types';
import { fileById } from '../user-files/service';
import { countDownload, getResource, sweepDownloadMarks } from './service';

// Signed, expiring download links (issue 17): the page asks for a link (resources.downloadLink,
// files.downloadLink), the server answers /api/downloads?token=<token> where the token carries what is
// downloaded and by whom, signed with HMAC and valid DOWNLOAD_LINK_SECONDS. An expired link
// answers 410 and a forged or altered one 403, both with spec §8's "The link address does not
// exist". On the local disk the bytes pass through the portal. With object storage
// (S3_DOWNLOADS=presigned, the default) a GET is counted by the portal, then redirected to a
// presigned URL of the bucket valid PRESIGNED_SECONDS: the bytes bypass the portal, and a resumed
// download asks the same link again with its Range (redirected, never counted). HEAD is answered
// by the portal (a presigned URL is signed for GET only).

/** how long the bucket's presigned URL of one redirect stays valid */
export const PRESIGNED_SECONDS = 300;

/** Whether a request starts the file (no Range, or one from byte 0): only those count. */
const startsAtZero = (range: string | undefined) => !range || /^bytes=0-/.test(range.trim());

interface LinkPayload {
  /** r = a resource of the directory, f = a file of the user's home directory */
  k: 'r' | 'f';
  id: number;
  /** the downloader: u:<user id> or ip:<address> */
  w: string;
}

export const downloaderOf = (req: FastifyRequest) => (req.user ? `u:${req.user.id}` : `ip:${req.ip}`);

const linkGone = (status: 403 | 404 | 410) =>
  new AppError(status, status === 403 ? Code.FORBIDDEN : Code.NOT_FOUND, 'linkNotExist');

/** Issues a link for `payload`; a failure to sign is spec §8's "Failed to obtain the download link". */
export function issueLink(app: App, payload: LinkPayload): { url: string; expiresAt: string } {
  const expiresAt = new Date(Date.now() + app.config.DOWNLOAD_LINK_SECONDS * 1000);
  try {
    const token = app.linkSigner.sign(JSON.stringify(payload), expiresAt);
    return { url: `/api/downloads?token=${token}`, expiresAt: expiresAt.toISOString() };
  } catch (e) {
    app.log.error({ err: e }, 'signing a download link failed');
    throw new AppError(503, Code.INTERNAL, 'downloadLinkFailed');
  }
}

function readPayload(app: App, token: string): LinkPayload {
  const v = app.linkSigner.verify(token);
  if ('error' in v) throw linkGone(v.error === 'expired' ? 410 : 403);
  try {
    const p = JSON.parse(v.payload) as LinkPayload;
    if ((p.k !== 'r' && p.k !== 'f') || !Number.isInteger(p.id) || typeof p.w !== 'string') throw new Error();
    return p;
  } catch {
    throw linkGone(403);
  }
}

export async function downloadRoutes(app: App) {
  const db = app.database.db;
  const presigned = app.storage.driver === 's3' && app.config.S3_DOWNLOADS === 'presigned';
  // marks past the counting window hold nothing back: the table keeps only recent downloaders
  app.jobs.every('resources.download-marks-sweep', 30 * 60_000, async () => {
    await sweepDownloadMarks(db);
  });
  const schema = {
    operationId: 'downloads.get',
    tags: ['resources'],
    summary:
      'Download through a signed link: Range requests answer 206 (or, with object storage, 302 to a presigned bucket URL that honours the same Range); a download starting at byte 0 counts once per downloader in any 10 minutes; expired link 410, forged 403',
    querystring: z.object({ token: z.string().max(1000) }),
    ...{ response: errorResponses(403, 404, 410) },
  };
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/downloads',
    schema,
    handler: async (req, reply) => {
      const redirectTo = async (key: string, fileName: string) =>
        reply
          .header('cache-control', 'no-store')
          .redirect(await app.storage.signedUrl(key, PRESIGNED_SECONDS, { fileName }), 302);
      const p = readPayload(app, req.query.token);
      const head = req.method === 'HEAD';
      const rangeHeader = req.headers.range;
      if (p.k === 'f') {
        const file = await fileById(db, p.id);
        if (!file) throw linkGone(404);
        if (presigned && !head) {
          if (!(await app.storage.stat(file.storageKey))) throw notFound('linkNotExist');
          return redirectTo(file.storageKey, file.name);
        }
        const sent = await sendStored(reply, app.storage, file.storageKey, {
          rangeHeader,
          fileName: file.name,
          contentType: file.contentType,
          size: file.size,
          head,
        });
        if (!sent) throw notFound('linkNotExist');
        return reply;
      }
      const r = await getResource(db, p.id, 'link');
      if (!r) throw linkGone(404);
      if (presigned && !head) {
        const key = r.file.storageKey;
        if (!(await app.storage.stat(key))) throw notFound('linkNotExist');
        if (startsAtZero(rangeHeader)) await countDownload(db, r.resource.id, p.w);
        return redirectTo(key, r.file.name);
      }
      const sent = await sendStored(reply, app.storage, r.file.storageKey, {
        rangeHeader,
        fileName: r.file.name,
        contentType: r.file.contentType,
        size: Number(r.file.size),
        head,
        // counted once the bytes are found, before they flow: only a start at byte 0, never HEAD
        beforeSend: async (range) => {
          if (!head && (!range || range.start === 0)) await countDownload(db, r.resource.id, p.w);
        },
      });
      if (!sent) throw notFound('linkNotExist');
      return reply;
    },
  });
}
