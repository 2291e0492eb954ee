import type { z } from 'zod';
import type { TransitionTable } from '../states/machine';
import type { PermissionResource } from './permissions';

/**
 * A console area declared once (DESIGN §10). The server binds it to a table and serves
 * `/api/admin/<key>` (list with filters, sort and paging, CSV export, get, create, update, delete,
 * bulk delete, and for publishable areas changes, publish, unpublish, versions and restore); the
 * console renders its list, filters, form and detail drawer from the same declaration, and the
 * form validates with the same `body` schema as the server. Labels are UI keys
 * `adminAreas.<key>.title|new|fields.<name>|options.<name>.<value>` in both catalogues.
 */
export type AreaFieldKind =
  | 'text'
  | 'textarea'
  | 'markdown'
  | 'number'
  | 'switch'
  | 'select'
  | 'datetime'
  | 'url'
  | 'email'
  | 'tags'
  /** write-only (a client secret): never read back; empty on save keeps the stored value */
  | 'secret'
  /** an ordered list of child rows (a course's lessons), each edited with the sub-`fields` */
  | 'rows'
  /** an ordered list of typed page blocks (packages/shared/src/pages/blocks.ts), each edited in a
   * form generated from its block type's fields */
  | 'blocks'
  /** a picture's address (`upload`: where an image may be uploaded instead; it answers `{ url }`) */
  | 'image'
  /** a stored file: the form uploads it (with progress) to the field's `upload` address, which
   * answers `{ id, name, size }`; the body holds the file's id */
  | 'file';

export interface AreaField {
  /** property of the body */
  name: string;
  kind: AreaFieldKind;
  /** select values (labels from `adminAreas.<key>.options.<name>.<value>`) */
  options?: readonly string[];
  /** a select that takes several values (an array in the body) */
  multiple?: boolean;
  /** select values read from a dictionary type instead (the dict area) */
  dict?: string;
  /** select values are the items of another area (its id, labelled by its `titleField`) */
  ref?: string;
  /** shown with a required mark; the schema decides what is accepted */
  required?: boolean;
  /** read-only once created (a key, a client id) */
  fixed?: boolean;
  /** maximum length shown on the input (the schema enforces it); for `rows` the most rows */
  max?: number;
  /** the sub-fields of one row (`rows` only; labels `adminAreas.<key>.fields.<name>.<sub>`) */
  fields?: readonly AreaField[];
  /** `file` and `image`: where the file is POSTed (multipart field `file`) */
  upload?: string;
  /** `file` only: the file-name endings the browser offers and checks before uploading */
  accept?: readonly string[];
}

export interface AreaFilter {
  name: string;
  kind: 'select' | 'switch';
  options?: readonly string[];
  dict?: string;
  /** select values are the items of another area (its id, labelled by its `titleField`) */
  ref?: string;
  /** select values come from this API read (`[{ value, label }]`), e.g. the support staff */
  optionsPath?: string;
}

export interface AreaColumn {
  name: string;
  kind?: 'text' | 'datetime' | 'switch' | 'option' | 'status' | 'tags' | 'files';
}

/**
 * A `files` column's value: stored files with the address that signs each one's download link
 * (the server checks the reader's permission there), e.g. a form submission's attachments.
 */
export interface AreaFileCell {
  name: string;
  size: number;
  linkPath: string;
}

/** What each operation needs: `resource.action` in the permission table. */
export interface AreaActions {
  read: string;
  create?: string;
  update?: string;
  delete?: string;
  publish?: string;
}

export interface AdminAreaDeclaration<S extends z.ZodObject = z.ZodObject> {
  /** path segment of the API (`/api/admin/<key>`) and operation-id prefix (`<key>.adminList`) */
  key: string;
  resource: PermissionResource;
  /** the console route of the list (a menu entry points here) */
  route: string;
  /** the console route of one item's form (`<editRoute>/<id>`, `<editRoute>/new`); highlighted as `route` */
  editRoute: string;
  /** publishable areas: the console route that shows an item's working copy as the public page would (`<previewRoute>/<id>`) */
  previewRoute?: string;
  /** the area's own further console pages (a lookup, reports): its menu entry may highlight them */
  pages?: readonly string[];
  body: S;
  fields: readonly AreaField[];
  columns: readonly AreaColumn[];
  filters: readonly AreaFilter[];
  /** a free-text search box over the area's text columns */
  search: boolean;
  /** sortable item properties; `defaultSort` is `name` or `-name` (descending) */
  sort: readonly string[];
  defaultSort: string;
  /** the property that names an item in titles and confirmations */
  titleField: string;
  /** draft → preview → publish to production */
  publish: boolean;
  /** no create form: items arrive from elsewhere (enquiries, users) */
  noCreate?: boolean;
  /** where staff see an item's working copy when it is not `<previewRoute>/<id>` (a page by its slug) */
  previewPath?: (item: Record<string, unknown>) => string;
  actions: AreaActions;
  /**
   * A lifecycle column moved by events of a transition table (packages/shared/src/states): the
   * server serves `POST <base>/:id/transition` for `events`, the list shows a button for each
   * event allowed from a row's state (labels `adminAreas.<key>.transitions.<event>`).
   */
  lifecycle?: { column: string; table: TransitionTable<string, string>; events: readonly string[] };
  /**
   * a view of another area's rows (the products of some categories, product-views.ts): it shares
   * that area's drafts and versions and its option and help labels; its server binding limits
   * the rows it lists, reads and writes
   */
  viewOf?: string;
  /** areas that share one menu entry, shown as tabs above the list (this area among them) */
  tabs?: readonly string[];
  /** links from each row to another console page; `{id}` becomes the row's id (`adminAreas.<key>.links.<key>`) */
  rowLinks?: readonly { key: string; to: string }[];
}

/** Permission names follow the resource: `<resource>.read|create|update|delete|publish`. */
export function crudActions(resource: PermissionResource, publish = false): AreaActions {
  return {
    read: `${resource}.read`,
    create: `${resource}.create`,
    update: `${resource}.update`,
    delete: `${resource}.delete`,
    ...(publish ? { publish: `${resource}.publish` } : {}),
  };
}

/** The link to an item's working copy as the public page will show it, if the area has one. */
export function previewHref(decl: AdminAreaDeclaration, item: Record<string, unknown>): string | null {
  if (decl.previewPath) return decl.previewPath(item);
  return decl.previewRoute ? `${decl.previewRoute}/${String(item.id)}` : null;
}

export function defineArea<S extends z.ZodObject>(d: AdminAreaDeclaration<S>): AdminAreaDeclaration<S> {
  return d;
}

/** One field's change shown before publishing to production. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Publication state of a publishable item, derived by the server. */
export type PublishStatus = 'draft' | 'scheduled' | 'published' | 'changed';
