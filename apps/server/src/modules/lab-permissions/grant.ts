import { Code, type LabKind } from '@occ/shared';
import type { Db } from '../../db/client';
import { AppError, needLogin } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { latestApplication } from './service';

/**
 * Every lab action checks the grant on the server (spec §6): a visitor gets 401, a user whose
 * newest application of this kind is not granted (none, pending or failed) gets 403
 * "Failed to obtain permission". Grants are per kind: evaluation does not admit microservices.
 */
export async function requireLabGrant(db: Db, user: SessionUser | null, kind: LabKind): Promise<void> {
  if (!user) throw needLogin();
  const latest = await latestApplication(db, user.id, kind);
  if (latest?.state !== 'granted') throw new AppError(403, Code.FORBIDDEN, 'labNoPermission');
}
