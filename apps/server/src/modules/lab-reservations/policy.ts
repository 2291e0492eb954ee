import { definePolicy, isAdmin } from '../../platform/policy';

/**
 * Reservations: any logged-in user acts on their own (ownership is part of every query, and the
 * lab grant is checked per action); the admin console needs the admin role or 'lab.manage'.
 */
export const reservationPolicy = definePolicy<null, 'use' | 'administer'>({
  use: (actor) => actor !== null,
  administer: (actor) => isAdmin(actor) || (actor?.permissions.includes('lab.manage') ?? false),
});
