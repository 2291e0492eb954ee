import { z } from 'zod';
import {
  RESOURCE_ACCESS_KEYS,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_FILE_EXTENSIONS,
  RESOURCE_NAME_MAX,
  RESOURCE_TYPE_KEYS,
  RESOURCE_VERSION_MAX,
} from '../../resources/schemas';
import { crudActions, defineArea } from '../area';

// The downloadable resources of /community/download, a tab of the console's `resource` entry
// beside documents and their feedback. The file is uploaded by the engine's `file` field kind
// (checked by content on the server) and kept in the uploader's home directory.

export const resourceAreaBody = z.object({
  name: z.string().trim().min(1).max(RESOURCE_NAME_MAX),
  description: z.string().trim().max(RESOURCE_DESCRIPTION_MAX).default(''),
  type: z.enum(RESOURCE_TYPE_KEYS),
  productId: z.coerce.number().int().positive().nullable().default(null),
  version: z.string().trim().max(RESOURCE_VERSION_MAX).default(''),
  access: z.enum(RESOURCE_ACCESS_KEYS).default('0'),
  fileId: z.coerce.number().int().positive('fieldRequired').max(2_147_483_647),
});
export type ResourceAreaBody = z.infer<typeof resourceAreaBody>;

/** where the console's file field sends the file (multipart `file`); answers `{ id, name, size }` */
export const RESOURCE_FILE_UPLOAD_PATH = '/api/admin/resources/file';

export const resourcesArea = defineArea({
  key: 'resources',
  resource: 'resources',
  route: '/admin/resource_download',
  editRoute: '/admin/resource_download_detail',
  tabs: ['documents', 'documentFeedback', 'resources'],
  body: resourceAreaBody,
  fields: [
    { name: 'name', kind: 'text', required: true, max: RESOURCE_NAME_MAX },
    { name: 'description', kind: 'textarea', max: RESOURCE_DESCRIPTION_MAX },
    { name: 'type', kind: 'select', options: RESOURCE_TYPE_KEYS, required: true },
    { name: 'productId', kind: 'select', ref: 'products' },
    { name: 'version', kind: 'text', max: RESOURCE_VERSION_MAX },
    { name: 'access', kind: 'select', options: RESOURCE_ACCESS_KEYS, required: true },
    {
      name: 'fileId',
      kind: 'file',
      required: true,
      upload: RESOURCE_FILE_UPLOAD_PATH,
      accept: RESOURCE_FILE_EXTENSIONS,
    },
  ],
  columns: [
    { name: 'name' },
    { name: 'type', kind: 'option' },
    { name: 'fileName' },
    { name: 'size' },
    { name: 'downloads' },
    { name: 'updatedAt', kind: 'datetime' },
  ],
  filters: [
    { name: 'type', kind: 'select', options: RESOURCE_TYPE_KEYS },
    { name: 'productId', kind: 'select', ref: 'products' },
  ],
  search: true,
  sort: ['updatedAt', 'downloads', 'size'],
  defaultSort: '-updatedAt',
  titleField: 'name',
  publish: false,
  actions: crudActions('resources'),
});
