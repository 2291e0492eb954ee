import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@occ/shared/admin';
import { activeEntry, menuEntries, menuLabel } from './menu';

const entry = (key: string, route: string, highlights: string[] = []): MenuNode => ({
  key,
  labelZh: `${key}-zh`,
  labelEn: `${key}-en`,
  icon: 'entry',
  route,
  highlights,
  children: [],
});
const group = (key: string, children: MenuNode[]): MenuNode => ({
  key,
  labelZh: `${key}-zh`,
  labelEn: `${key}-en`,
  icon: 'content',
  route: null,
  highlights: [],
  children,
});

const menu = [
  group('content', [
    entry('faq', '/admin/manage_faq', ['/admin/modify_faq']),
    entry('news', '/admin/news', ['/admin/news_detail']),
  ]),
  group('system', [
    entry('role', '/admin/role', ['/admin/role_add', '/admin/role_detail']),
    entry('lab', '/admin/lab/permissions'),
    entry('labAll', '/admin/lab'),
  ]),
];

describe('console menu', () => {
  it('lists the entries in order, without groups', () => {
    expect(menuEntries(menu).map((e) => e.key)).toEqual(['faq', 'news', 'role', 'lab', 'labAll']);
  });

  it('labels in Chinese for zh-* and in English otherwise', () => {
    expect(menuLabel(menu[0]!, 'zh-CN')).toBe('content-zh');
    expect(menuLabel(menu[0]!, 'zh-TW')).toBe('content-zh');
    expect(menuLabel(menu[0]!, 'en-US')).toBe('content-en');
    expect(menuLabel(menu[0]!, 'fr')).toBe('content-en');
  });

  it('highlights the entry whose route is the page', () => {
    expect(activeEntry(menu, '/admin/manage_faq')?.key).toBe('faq');
    expect(activeEntry(menu, '/admin/role/')?.key).toBe('role');
  });

  it('keeps the parent highlighted on detail and edit routes', () => {
    expect(activeEntry(menu, '/admin/modify_faq/3')?.key).toBe('faq');
    expect(activeEntry(menu, '/admin/modify_faq/new')?.key).toBe('faq');
    expect(activeEntry(menu, '/admin/role_detail/event_manager')?.key).toBe('role');
    expect(activeEntry(menu, '/admin/role_add')?.key).toBe('role');
    expect(activeEntry(menu, '/admin/news_detail/12')?.key).toBe('news');
  });

  it('matches only at a / boundary, the longest route winning', () => {
    expect(activeEntry(menu, '/admin/modify_faqs/3')).toBeNull();
    expect(activeEntry(menu, '/admin/role_details/x')).toBeNull();
    expect(activeEntry(menu, '/admin/lab/permissions/7')?.key).toBe('lab');
    expect(activeEntry(menu, '/admin/lab/agents')?.key).toBe('labAll');
  });

  it('highlights nothing on the console index or an unknown page', () => {
    expect(activeEntry(menu, '/admin')).toBeNull();
    expect(activeEntry(menu, '/admin/unknown')).toBeNull();
    expect(activeEntry([], '/admin/role')).toBeNull();
  });
});
