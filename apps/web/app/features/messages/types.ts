// The message-centre shapes come from the shared contract (packages/shared/src/community/notifications.ts).
import type { NotificationCategory } from '@occ/shared';

export type {
  Conversation,
  DirectMessage,
  MessagePerson,
  NotificationCategory,
  NotificationItem,
  UnreadCounts,
} from '@occ/shared';

export const NOTIFICATION_TABS = ['all', 'interaction', 'follow', 'system'] as const satisfies readonly (
  'all' | NotificationCategory
)[];
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

export const NO_UNREAD = { all: 0, interaction: 0, follow: 0, system: 0 };

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
