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
import { componentMessages } from './messages/components';
import { workgroupMessages } from './messages/workgroups';
import { vendorMessages } from './messages/vendors';

const coreMessages = {
  success: { 'en-US': 'success', 'zh-CN': '成功' },
  idNotExist: { 'en-US': 'The id does not exist', 'zh-CN': '该 ID 不存在' },
  notFound: { 'en-US': 'Not found', 'zh-CN': '未找到' },
  invalidJson: { 'en-US': 'Invalid JSON', 'zh-CN': '无效的 JSON' },
  validationFailed: { 'en-US': 'Please check the fields marked', 'zh-CN': '请检查标出的字段' },
  needLogin: { 'en-US': 'Please log in first', 'zh-CN': '请先登录' },
  loginTimeout: { 'en-US': 'Login information is invalid', 'zh-CN': '登录信息已失效' },
  forbidden: { 'en-US': 'You are not allowed to do this', 'zh-CN': '你没有权限执行此操作' },
  xsrf: {
    'en-US': 'The page has expired, please refresh and try again',
    'zh-CN': '页面已过期，请刷新后重试',
  },
  tooManyRequests: {
    'en-US': 'Too many requests, please try again later',
    'zh-CN': '请求过于频繁，请稍后再试',
  },
  conflict: { 'en-US': 'The request conflicts with the current state', 'zh-CN': '请求与当前状态冲突' },
  internal: { 'en-US': 'The system is currently unavailable', 'zh-CN': '系统暂时不可用' },
  overloaded: {
    'en-US': 'The portal is busy right now; please try again in a moment',
    'zh-CN': '门户当前繁忙，请稍后重试',
  },
  requestError: { 'en-US': 'Request error', 'zh-CN': '请求错误' },
  // a page-data loader (spec §7) whose page loader broke instead of answering
  apiCallFailed: { 'en-US': 'API call failed', 'zh-CN': '接口调用失败' },
  // a success status whose body is not the JSON it claims to be (browser request layer)
  interfaceException: { 'en-US': 'Interface exception', 'zh-CN': '接口异常' },
  // a gateway in front of the API answered 502/504 with its own page (browser request layer)
  interfaceError: {
    'en-US': 'Interface error (status code {status})',
    'zh-CN': '接口错误（状态码 {status}）',
  },
  // the HTTP client's own errors (spec §8), raised in the browser before any envelope exists
  requestAborted: { 'en-US': 'Request aborted', 'zh-CN': '请求已取消' },
  networkError: { 'en-US': 'Network error', 'zh-CN': '网络错误' },
  requestTimeout: { 'en-US': 'timeout of {ms}ms exceeded', 'zh-CN': '请求超时（超过 {ms} 毫秒）' },
  unsupportedProtocol: { 'en-US': 'Unsupported protocol {protocol}', 'zh-CN': '不支持的协议 {protocol}' },
  requestStatus: {
    'en-US': 'Request failed with status code {status}',
    'zh-CN': '请求失败，状态码 {status}',
  },
  // the page-data loader (spec §7): a route id that is not one, or a page address it does not serve
  unknownRouteId: {
    'en-US': 'There is no page with the route id {route}',
    'zh-CN': '没有路由 ID 为 {route} 的页面',
  },
  routeUrlMismatch: {
    'en-US': 'The route {route} does not serve the address {url}',
    'zh-CN': '路由 {route} 不负责地址 {url}',
  },
  // field validation (zod issues → these, with {field} and {max}/{min})
  fieldRequired: { 'en-US': '{field} is required', 'zh-CN': '{field}不能为空' },
  fieldTooLong: {
    'en-US': '{field} must be at most {max} characters',
    'zh-CN': '{field}最多 {max} 个字符',
  },
  fieldTooShort: {
    'en-US': '{field} must be at least {min} characters',
    'zh-CN': '{field}至少 {min} 个字符',
  },
  fieldInvalid: { 'en-US': '{field} is invalid', 'zh-CN': '{field}格式不正确' },
  fieldControlChar: {
    'en-US': '{field} contains a control character; please remove it and try again',
    'zh-CN': '{field}包含控制字符，请删除后重试',
  },
} as const;

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
  return messages[key][locale].replace(/\{(\w+)\}/g, (m, p: string) => (p in params ? String(params[p]) : m));
}

export const isMessageKey = (k: string): k is MessageKey => Object.hasOwn(messages, k);

/** The field's human name in the locale (falls back to the raw path). */
export function fieldLabel(field: string, locale: CompleteLocale): string {
  const last = field.split('.').pop() ?? field;
  return fieldLabels[last]?.[locale] ?? field;
}
