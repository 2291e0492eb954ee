import { appsArea } from '@occ/shared/admin';
import { oauthApps } from '../../db/schema';
import { plainWrites, readById, type AreaBinding } from '../../platform/admin-area/binding';
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
  read: readById(oauthApps, oauthApps.id, appsArea as unknown as AreaBinding['decl']),
  ...plainWrites(oauthApps, oauthApps.id),
  afterWrite: forgetProviders,
};
