// Server-side messages (spec §8 wording in en-US), in both complete locales.
// The web UI has its own catalogue in apps/web/app/i18n; these travel in the envelope's `message`.
import type { CompleteLocale } from './locales';
import { accessMessages } from './messages/access';
import { accountMessages } from './messages/account';
import { fieldLabels } from './messages/fields';
import { communityMessages } from './messages/community';
import { labMessages } from './messages/lab';
import { labConsoleMessages } from './messages/lab-console';
import { ssoMessages } from './messages/sso';
import { videoMessages } from './messages/videos';
import { contentMessages } from './messages/content';
import { adminMessages } from './messages/admin';
import { catalogueMessages } from './messages/catalogue';
import { eventMessages } from './messages/events';
import { ticketMessages } from './messages/tickets';
import { documentMessages } from './messages/documents';
import { resourceMessages } from './messages/resources';
import { collegeMessages } from './messages/college';
import { deviceMessages } from './messages/devices';
import { orderMessages } from './messages/orders';
import { productionMessages } from './messages/production';
import { componentMessages } from './messages/components';
import { workgroupMessages } from './messages/workgroups';
import { vendorMessages } from './messages/vendors';
import { coreMessages, fillParams } from './messages/core';

/** The groups `messages` is made of (a key defined in two of them would lose one text: tested). */
export const messageGroups = {
  coreMessages,
  accountMessages,
  accessMessages,
  ssoMessages,
  labMessages,
  labConsoleMessages,
  communityMessages,
  videoMessages,
  contentMessages,
  adminMessages,
  catalogueMessages,
  eventMessages,
  ticketMessages,
  documentMessages,
  resourceMessages,
  collegeMessages,
  deviceMessages,
  orderMessages,
  productionMessages,
  componentMessages,
  workgroupMessages,
  vendorMessages,
} as const;

type Groups = typeof messageGroups;
type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every server message, all groups merged. */
export const messages = Object.assign({}, ...Object.values(messageGroups)) as Intersect<
  Groups[keyof Groups]
> satisfies Record<string, Record<CompleteLocale, string>>;

export type MessageKey = keyof typeof messages;

export function translate(
  key: MessageKey,
  locale: CompleteLocale,
  params: Record<string, string | number> = {},
): string {
  return fillParams(messages[key][locale], params);
}

export const isMessageKey = (k: string): k is MessageKey => Object.hasOwn(messages, k);

/**
 * The field's human name in the locale (falls back to the raw path). An item of a list (`tags.2`)
 * is named by its list and its 1-based number: "Tags 3".
 */
export function fieldLabel(field: string, locale: CompleteLocale): string {
  const parts = field.split('.');
  const last = parts.at(-1) ?? field;
  if (/^\d+$/.test(last) && parts.length > 1) {
    const list = fieldLabels[parts.at(-2)!]?.[locale];
    if (list) return `${list} ${Number(last) + 1}`;
  }
  return fieldLabels[last]?.[locale] ?? field;
}
