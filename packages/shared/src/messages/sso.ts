// Messages of single sign-on, third-party login and account bindings, in both complete locales.
export const ssoMessages = {
  ssoProviderLabel: { 'en-US': 'OCC unified account', 'zh-CN': 'OCC 统一身份认证' },
  ssoUnknownProvider: {
    'en-US': 'This sign-in method is not available',
    'zh-CN': '该登录方式不可用',
  },
  // spec §4 -1 auth fail: the provider refused the sign-in (spec §8 "Login failure")
  ssoAuthFail: { 'en-US': 'Login failure', 'zh-CN': '登录失败，第三方认证未通过' },
  // spec §4 -1001021009: the provider sent the browser back without a login code
  ssoMissingCode: {
    'en-US': 'The sign-in returned without a login code, please sign in again',
    'zh-CN': '登录回调缺少登录码，请重新登录',
  },
  ssoFailed: { 'en-US': 'Single sign-on failed, please try again', 'zh-CN': '单点登录失败，请重试' },
  redirectInvalid: {
    'en-US': 'The return address must be a page of this site',
    'zh-CN': '返回地址必须是本站页面',
  },
  ssoPendingMissing: {
    'en-US': 'The third-party sign-in has expired, please sign in again',
    'zh-CN': '第三方登录已过期，请重新登录',
  },
  providerAlreadyBound: {
    'en-US': 'You have already bound an account of this provider; unbind it first',
    'zh-CN': '你已绑定该平台的账号，请先解绑',
  },
  providerNotBound: { 'en-US': 'This account is not bound', 'zh-CN': '未绑定该账号' },
  contactNotBound: { 'en-US': 'Nothing is bound here', 'zh-CN': '尚未绑定' },
  bearerRequired: {
    'en-US': 'This call needs a bearer token',
    'zh-CN': '该调用需要 Bearer 令牌',
  },
  bound: { 'en-US': 'Bound successfully', 'zh-CN': '绑定成功' },
  unbound: { 'en-US': 'Unbound successfully', 'zh-CN': '解绑成功' },
} as const;
