import { describe, expect, it } from 'vitest';
import { PERMISSION_RESOURCES } from '@occ/shared/admin';
import en from '~/i18n/admin-access/en-US.json';
import zh from '~/i18n/admin-access/zh-CN.json';

describe('permission table labels', () => {
  it('name every resource and action of the catalogue in both languages', () => {
    for (const cat of [en.adminAccess, zh.adminAccess]) {
      const resources = cat.resources as Record<string, string>;
      const actions = cat.actions as Record<string, string>;
      for (const [resource, acts] of Object.entries(PERMISSION_RESOURCES)) {
        expect(resources[resource], resource).toBeTruthy();
        for (const a of acts) expect(actions[a], `${resource}.${a}`).toBeTruthy();
      }
    }
  });
});
