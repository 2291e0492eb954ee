import { z } from 'zod';
import { MENU_PERMISSION_SEPARATOR, parsePermission } from './permissions';

// The permission table's form schemas, apart from its vocabulary (./permissions.ts): every page
// checks `holds(…)`, and none of them should load zod for it.

/** One `resource.action[:condition]` key of the table. */
export const permissionKey = z
  .string()
  .max(80)
  .refine((k) => parsePermission(k) !== null, { message: 'unknownPermission' });

/** A console menu row's permission: one key, or several joined by `|`. */
export const menuPermission = z
  .string()
  .max(400)
  .refine((p) => p.split(MENU_PERMISSION_SEPARATOR).every((k) => parsePermission(k) !== null), {
    message: 'unknownPermission',
  });
