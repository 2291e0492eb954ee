import type { CompleteLocale } from '../locales';

// The core of the server messages: the envelope's own, the HTTP client's and field validation's.
// Its own module so that the browser's request layer, on every page, carries these few texts and
// not every module's (the full table, messages.ts, loads with the forms that need it).

export const coreMessages = {
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

export type CoreMessageKey = keyof typeof coreMessages;

/** `{name}` placeholders filled from `params` (an unknown one stays as written). */
export const fillParams = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, p: string) => (p in params ? String(params[p]) : m));

/** A core message in the locale (`translate` of messages.ts, for the core keys alone). */
export function translateCore(
  key: CoreMessageKey,
  locale: CompleteLocale,
  params: Record<string, string | number> = {},
): string {
  return fillParams(coreMessages[key][locale], params);
}

/**
 * A message of one group in the locale: `translate` without the other groups, for a page that
 * shows a few messages of its own area (the whole catalogue is ≈ 25 KB gzip in the browser).
 */
export function translateIn<G extends Record<string, Record<CompleteLocale, string>>>(
  group: G,
  key: keyof G,
  locale: CompleteLocale,
  params: Record<string, string | number> = {},
): string {
  return fillParams(group[key]![locale], params);
}
