import type { SessionUser } from './session';
import { forbidden, needLogin } from './errors';

export type Actor = SessionUser | null;
type Rule<R> = (actor: Actor, resource: R) => boolean;

/**
 * One policy per resource (DESIGN §5). `authorize` throws 401 for a visitor and 403 for a
 * logged-in user the rule refuses; `can` answers the UI's "which buttons" question.
 */
export function definePolicy<R, A extends string>(rules: Record<A, Rule<R>>) {
  const can = (actor: Actor, action: A, resource: R): boolean => rules[action](actor, resource);
  return {
    can,
    authorize(actor: Actor, action: A, resource: R): void {
      if (can(actor, action, resource)) return;
      throw actor ? forbidden() : needLogin();
    },
  };
}

export const isAdmin = (actor: Actor): boolean => actor?.roles.includes('admin') ?? false;
