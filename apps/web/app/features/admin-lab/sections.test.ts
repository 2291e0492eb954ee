import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@occ/shared';
import { sectionsFor } from './sections';

const user = (roles: string[], permissions: string[]): CurrentUser => ({
  id: 'u1',
  username: 'someone',
  nickname: 'Someone',
  avatarUrl: null,
  userType: 0,
  roles,
  permissions: ['user', ...permissions],
});

describe('sectionsFor', () => {
  it('offers every section to an administrator', () => {
    expect(sectionsFor(user(['admin'], ['admin.console'])).map((s) => s.key)).toEqual([
      'approve',
      'labPermissions',
      'labReservations',
      'labAgents',
      'chip',
      'cpu',
      'device',
      'reports',
      'sensitiveWords',
      'reviews',
    ]);
  });

  it('offers support staff only what their permissions open', () => {
    // support: 'lab.review' (0005 migration) but neither 'lab.manage' nor 'enterprise.review'
    expect(sectionsFor(user(['support'], ['admin.console', 'lab.review'])).map((s) => s.key)).toEqual([
      'labPermissions',
    ]);
  });

  it('offers moderators the report queue, the sensitive words and the review queue', () => {
    expect(
      sectionsFor(user(['moderator'], ['admin.console', 'moderation.review'])).map((s) => s.key),
    ).toEqual(['reports', 'sensitiveWords', 'reviews']);
  });

  it('offers nothing to a visitor or a console user without section permissions', () => {
    expect(sectionsFor(null)).toEqual([]);
    expect(sectionsFor(user(['vendor'], ['admin.console', 'vendor.manage']))).toEqual([]);
  });
});
