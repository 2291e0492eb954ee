/**
 * The permission table's vocabulary (DESIGN §10): every permission is `resource.action`, with an
 * optional condition after a colon (`faqs.update:own` = only rows the holder created). Roles hold
 * these strings; the same strings guard the API, show console menu entries and page buttons.
 * A new console area adds its resource here and nothing else.
 */
export const PERMISSION_RESOURCES = {
  // first half (checked by the community, lab and review modules)
  content: ['read', 'write', 'publish', 'official'],
  moderation: ['review'],
  enterprise: ['review', 'products', 'downloads'],
  lab: ['apply', 'use', 'review', 'manage'],
  tickets: ['create', 'handle'],
  vendor: ['manage'],
  admin: ['console'],
  // the staff debug overlay (spec §3's debug-mode key)
  debug: ['view'],
  // the admin console foundation
  users: ['read', 'update', 'manage'],
  roles: ['read', 'manage'],
  menus: ['read', 'manage'],
  audit: ['read'],
  dicts: ['read', 'create', 'update', 'delete'],
  faqs: ['read', 'create', 'update', 'delete', 'publish'],
  news: ['read', 'create', 'update', 'delete', 'publish'],
  carousel: ['read', 'create', 'update', 'delete', 'publish'],
  business: ['read', 'update', 'delete'],
  clients: ['read', 'create', 'update', 'delete'],
  apps: ['read', 'create', 'update', 'delete'],
  pages: ['read', 'create', 'update', 'delete', 'publish'],
  outbox: ['read'],
  products: ['read', 'create', 'update', 'delete', 'publish'],
  courses: ['read', 'create', 'update', 'delete', 'publish'],
  activity: ['read', 'create', 'update', 'delete', 'publish', 'checkin'],
  competition: ['judge'],
  documents: ['read', 'create', 'update', 'delete', 'publish', 'feedback'],
  searchIndex: ['read', 'rebuild'],
  resources: ['read', 'create', 'update', 'delete'],
  questionBank: ['read', 'create', 'update', 'delete'],
  certificates: ['read', 'revoke'],
  components: ['read', 'create', 'update', 'delete', 'publish'],
  // the vendor's device console (issue 23): staff see and manage every organisation's products
  devices: ['manage'],
  // workgroups (issue 16): staff edit groups and meetings and decide join requests
  workgroups: ['read', 'create', 'update', 'delete'],
  // vendors, partners and resellers (issue 16): the console's `vendor` entry
  vendors: ['read', 'create', 'update', 'delete'],
} as const satisfies Record<string, readonly string[]>;

export type PermissionResource = keyof typeof PERMISSION_RESOURCES;
export type PermissionAction<R extends PermissionResource = PermissionResource> =
  (typeof PERMISSION_RESOURCES)[R][number];

/** Conditions a permission may carry; the service that owns the rows applies them. */
export const PERMISSION_CONDITIONS = ['own'] as const;
export type PermissionCondition = (typeof PERMISSION_CONDITIONS)[number];

export interface ParsedPermission {
  resource: string;
  action: string;
  condition: PermissionCondition | null;
}

export function parsePermission(key: string): ParsedPermission | null {
  const m = /^([a-z][a-zA-Z]*)\.([a-z][a-zA-Z]*)(?::([a-z]+))?$/.exec(key);
  if (!m) return null;
  const [, resource, action, condition] = m;
  const actions = (PERMISSION_RESOURCES as Record<string, readonly string[]>)[resource!];
  if (!actions || !actions.includes(action!)) return null;
  if (condition && !(PERMISSION_CONDITIONS as readonly string[]).includes(condition)) return null;
  return { resource: resource!, action: action!, condition: (condition as PermissionCondition) ?? null };
}

/** Every permission of the catalogue (without conditions), in catalogue order. */
export const ALL_PERMISSIONS: readonly string[] = Object.entries(PERMISSION_RESOURCES).flatMap(
  ([r, actions]) => actions.map((a) => `${r}.${a}`),
);

/** The role that holds every permission, whatever its stored rows say (cannot lose its last holder). */
export const ADMIN_ROLE = 'admin';

export interface PermissionHolder {
  roles: readonly string[];
  permissions: readonly string[];
}

/**
 * Does `who` hold `permission` (`resource.action`)? A conditional grant (`…:own`) answers true
 * here only when `owned` is true; unconditional grants always do.
 */
export function holds(who: PermissionHolder | null | undefined, permission: string, owned = false): boolean {
  if (!who) return false;
  if (who.roles.includes(ADMIN_ROLE)) return true;
  if (who.permissions.includes(permission)) return true;
  return owned && who.permissions.includes(`${permission}:own`);
}

/** Holds the permission for some rows at least (unconditionally or for its own rows). */
export const holdsAny = (who: PermissionHolder | null | undefined, permission: string): boolean =>
  holds(who, permission, true);

/**
 * A console menu row's permission: one key, or several joined by `|` — holding any of them shows
 * the entry (the approval queue shows to a reviewer of any kind of application).
 */
export const MENU_PERMISSION_SEPARATOR = '|';
export const menuPermissionKeys = (permission: string | null): string[] =>
  permission === null ? [] : permission.split(MENU_PERMISSION_SEPARATOR);
export const joinMenuPermission = (keys: readonly string[]): string | null =>
  keys.length ? keys.join(MENU_PERMISSION_SEPARATOR) : null;

/** Holds at least one of `permissions` for some rows at least (unconditionally or for its own rows). */
export const holdsAnyOf = (
  who: PermissionHolder | null | undefined,
  permissions: readonly string[],
): boolean => permissions.some((p) => holdsAny(who, p));

export const ROLE_KEY_MAX = 40;
export const ROLE_NAME_MAX = 40;

/** Roles shown as badges on a profile (spec §6: official account, official blogger, expert blogger). */
export const BADGE_ROLES: readonly string[] = ['official', 'official_blogger', 'expert'];
