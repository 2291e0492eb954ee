import { eq } from 'drizzle-orm';
import { appsArea } from '@occ/shared/admin';
import { oauthApps } from '../../db/schema';
import { bodyOf, plainWrites, type AreaBinding, type AreaRow } from '../../platform/admin-area/binding';
import { forgetProviders } from './provider-directory';

/** `app`: third-party login providers as console rows (the secret is write-only: see the engine). */
export const appsBinding: AreaBinding = {
  decl: appsArea as unknown as AreaBinding['decl'],
  table: oauthApps,
  id: oauthApps.id,
  columns: {
    label: oauthApps.label,
    key: oauthApps.key,
    issuer: oauthApps.issuer,
    enabled: oauthApps.enabled,
    sort: oauthApps.sort,
    updatedAt: oauthApps.updatedAt,
  },
  searchColumns: [oauthApps.label, oauthApps.key, oauthApps.issuer],
  async read(tx, id) {
    const [row] = await tx
      .select()
      .from(oauthApps)
      .where(eq(oauthApps.id, Number(id)))
      .limit(1);
    return row ? bodyOf(appsArea as unknown as AreaBinding['decl'], row as AreaRow) : null;
  },
  ...plainWrites(oauthApps, oauthApps.id),
  afterWrite: forgetProviders,
};
