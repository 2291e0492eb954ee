import { definePolicy } from '../../platform/policy';
import { tokenAllows } from '../../platform/session';

/**
 * Single sign-on actions. Binding a provider and the browser logout need the browser session;
 * a bearer token may read the user info (scope `profile`) and end itself, nothing else.
 */
export const ssoPolicy = definePolicy<null, 'login' | 'bind' | 'userinfo' | 'logout' | 'bearerLogout'>({
  login: () => true,
  bind: (actor) => actor?.via === 'session',
  userinfo: (actor) => tokenAllows(actor, 'profile'),
  logout: (actor) => actor?.via === 'session',
  bearerLogout: (actor) => actor?.via === 'token',
});
