import { describe, expect, it } from 'vitest';
import { APPLICATION_REVIEW_PERMISSIONS } from '../account/applications';
import { menuPermission } from './permission-schemas';
import { holdsAnyOf, joinMenuPermission, menuPermissionKeys } from './permissions';

describe('menu rows naming several permissions', () => {
  it('accepts one key or several joined by |, every one of them known', () => {
    expect(menuPermission.safeParse('lab.review').success).toBe(true);
    expect(menuPermission.safeParse('enterprise.review|lab.review').success).toBe(true);
    for (const bad of [
      '',
      'lab.review|',
      '|lab.review',
      'lab.review|rockets.launch',
      'lab.review,enterprise.review',
    ])
      expect(menuPermission.safeParse(bad).success, bad).toBe(false);
  });

  it('splits and joins, no permission being null', () => {
    expect(menuPermissionKeys('enterprise.review|lab.review')).toEqual(['enterprise.review', 'lab.review']);
    expect(menuPermissionKeys(null)).toEqual([]);
    expect(joinMenuPermission(['a.b', 'c.d'])).toBe('a.b|c.d');
    expect(joinMenuPermission([])).toBeNull();
  });

  it('is held through any one of its keys, always by the admin role', () => {
    const review = Object.values(APPLICATION_REVIEW_PERMISSIONS);
    expect(holdsAnyOf({ roles: [], permissions: ['lab.review'] }, review)).toBe(true);
    expect(holdsAnyOf({ roles: [], permissions: ['moderation.review'] }, review)).toBe(false);
    expect(holdsAnyOf({ roles: ['admin'], permissions: [] }, review)).toBe(true);
    expect(holdsAnyOf(null, review)).toBe(false);
  });
});
