import type { CodeScene } from '@occ/shared';
import { definePolicy } from '../../platform/policy';

/**
 * Who may use the account endpoints. Signing up, signing in and recovering an account are open to
 * visitors; a code for binding goes to a signed-in user only (it attaches an address to *their*
 * account); sessions and the password belong to their owner.
 */
export const authPolicy = definePolicy<{ scene: CodeScene } | null, 'enter' | 'sendCode'>({
  enter: () => true,
  sendCode: (actor, r) => r?.scene !== 'bind' || actor !== null,
});

export const accountPolicy = definePolicy<{ ownerId: string } | null, 'manage'>({
  manage: (actor, r) => actor !== null && (r === null || r.ownerId === actor.id),
});
