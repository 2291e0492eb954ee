import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { NOTIFICATIONS_KEY, UNREAD_KEY, useUnreadCounts } from './api';
import { NO_UNREAD, type NotificationItem, type Page, type UnreadCounts } from './types';

// One live connection per tab, shared by the header bell and the message centre:
// GET /api/notifications/stream (server-sent events: `notification` with the item, `unread` with
// the counts). EventSource reconnects by itself after a dropped connection; when it cannot open at
// all (no EventSource, or the server refuses the stream) the counts are polled every 60 s instead
// and the stream is tried again after each minute.

export type LiveState = 'off' | 'connecting' | 'open' | 'polling';

export const POLL_MS = 60_000;
const STREAM_URL = '/api/notifications/stream';

let source: EventSource | null = null;
let client: QueryClient | null = null;
let users = 0;
let state: LiveState = 'off';
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const watchers = new Set<() => void>();

function setState(next: LiveState) {
  if (state === next) return;
  state = next;
  for (const w of watchers) w();
}

/** Puts a new notification at the top of the first page of "all" and of its own tab. */
export function insertNotification(qc: QueryClient, item: NotificationItem) {
  for (const tab of ['all', item.category]) {
    qc.setQueryData<Page<NotificationItem>>([...NOTIFICATIONS_KEY, tab, 1], (page) => {
      if (!page || page.items.some((i) => i.id === item.id)) return page;
      return { ...page, items: [item, ...page.items].slice(0, page.pageSize), total: page.total + 1 };
    });
  }
  // other pages shift by one: read them again when they are next shown
  void qc.invalidateQueries({
    queryKey: NOTIFICATIONS_KEY,
    predicate: (q) => q.queryKey[3] !== 1,
  });
}

function open() {
  if (typeof window === 'undefined' || source) return;
  if (typeof EventSource === 'undefined') {
    setState('polling');
    return;
  }
  setState('connecting');
  const es = new EventSource(STREAM_URL, { withCredentials: true });
  source = es;
  es.addEventListener('open', () => setState('open'));
  es.addEventListener('notification', (e) => {
    if (!client) return;
    try {
      insertNotification(client, JSON.parse((e as MessageEvent<string>).data) as NotificationItem);
    } catch {
      /* a malformed event changes nothing */
    }
    void client.invalidateQueries({ queryKey: UNREAD_KEY });
  });
  es.addEventListener('unread', (e) => {
    try {
      const counts = JSON.parse((e as MessageEvent<string>).data) as Partial<UnreadCounts>;
      client?.setQueryData<UnreadCounts>(UNREAD_KEY, { ...NO_UNREAD, ...counts });
    } catch {
      /* ignore */
    }
  });
  es.addEventListener('error', () => {
    // CONNECTING: the browser is already reconnecting; CLOSED: it gave up, so poll and retry later
    if (es.readyState !== EventSource.CLOSED) {
      setState('connecting');
      return;
    }
    close();
    setState('polling');
    retryTimer = setTimeout(() => {
      if (users > 0) open();
    }, POLL_MS);
  });
}

function close() {
  source?.close();
  source = null;
  clearTimeout(retryTimer);
}

function subscribe(fn: () => void) {
  watchers.add(fn);
  return () => watchers.delete(fn);
}

/**
 * Keeps the unread counts (and the first page of each notification tab) live for a logged-in
 * user; returns the counts query and how they are kept up to date.
 */
export function useLiveNotifications(enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    client = qc;
    users += 1;
    open();
    return () => {
      users -= 1;
      if (users === 0) {
        close();
        setState('off');
      }
    };
  }, [enabled, qc]);
  const live = useSyncExternalStore(
    subscribe,
    () => state,
    () => 'off' as LiveState,
  );
  // while the stream is not open the counts are polled (the first read happens either way)
  const counts = useUnreadCounts(enabled, enabled && live !== 'open' ? POLL_MS : false);
  return { counts, live };
}
