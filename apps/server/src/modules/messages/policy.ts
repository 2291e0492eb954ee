import { definePolicy } from '../../platform/policy';

/** Direct messages: a browser session; services scope every read and write by the actor's id. */
export const messagePolicy = definePolicy<null, 'read' | 'send'>({
  read: (actor) => actor?.via === 'session',
  send: (actor) => actor?.via === 'session',
});
