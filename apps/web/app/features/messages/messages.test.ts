import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_KEY } from './api';
import { isSendChord } from './DirectMessages';
import { insertNotification } from './live';
import { safeLink } from './NotificationRow';
import type { NotificationItem, Page } from './types';

const item = (id: string, category: NotificationItem['category'] = 'follow'): NotificationItem => ({
  id,
  category,
  kind: category === 'follow' ? 'follow' : 'like',
  summary: `n ${id}`,
  actor: null,
  targetType: null,
  targetId: null,
  link: null,
  read: false,
  createdAt: '2026-01-01T00:00:00Z',
});

describe('insertNotification', () => {
  it('puts a live notification at the top of "all" and of its own tab, once', () => {
    const qc = new QueryClient();
    const page = (items: NotificationItem[]): Page<NotificationItem> => ({
      items,
      total: items.length,
      page: 1,
      pageSize: 2,
    });
    qc.setQueryData([...NOTIFICATIONS_KEY, 'all', 1], page([item('a'), item('b', 'interaction')]));
    qc.setQueryData([...NOTIFICATIONS_KEY, 'follow', 1], page([item('a')]));
    qc.setQueryData([...NOTIFICATIONS_KEY, 'interaction', 1], page([item('b', 'interaction')]));
    insertNotification(qc, item('c'));
    insertNotification(qc, item('c'));
    const all = qc.getQueryData<Page<NotificationItem>>([...NOTIFICATIONS_KEY, 'all', 1]);
    expect(all?.items.map((i) => i.id)).toEqual(['c', 'a']);
    expect(all?.total).toBe(3);
    expect(
      qc.getQueryData<Page<NotificationItem>>([...NOTIFICATIONS_KEY, 'follow', 1])?.items.map((i) => i.id),
    ).toEqual(['c', 'a']);
    expect(qc.getQueryData<Page<NotificationItem>>([...NOTIFICATIONS_KEY, 'interaction', 1])?.total).toBe(1);
  });
});

describe('message centre helpers', () => {
  it('sends on Ctrl+Enter and Cmd+Enter only', () => {
    expect(isSendChord({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSendChord({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSendChord({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSendChord({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });

  it('links only to same-site paths; a deleted target has no link', () => {
    expect(safeLink('/community/qa/detail?id=1')).toBe('/community/qa/detail?id=1');
    expect(safeLink(null)).toBeNull();
    expect(safeLink('//evil.example')).toBeNull();
    expect(safeLink('javascript:alert(1)')).toBeNull();
  });
});
