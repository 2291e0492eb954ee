import { describe, expect, it } from 'vitest';
import { accessOf, type CurrentUser } from './user';

const user = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: '1',
  username: 'u',
  nickname: 'u',
  avatarUrl: null,
  userType: 0,
  roles: [],
  permissions: ['content.write'],
  ...over,
});

describe('accessOf', () => {
  it('gives a visitor no flags', () => {
    expect(accessOf(null)).toEqual({ login: false, enterprise: false, admin: false, console: false });
  });

  it('marks userType 1 as enterprise and admin.console as console access', () => {
    expect(accessOf(user())).toEqual({ login: true, enterprise: false, admin: false, console: false });
    expect(accessOf(user({ userType: 1 })).enterprise).toBe(true);
    expect(accessOf(user({ permissions: ['admin.console'] }))).toMatchObject({ console: true, admin: false });
    expect(accessOf(user({ roles: ['admin'], permissions: ['admin.console'] }))).toMatchObject({
      admin: true,
      console: true,
    });
  });
});
