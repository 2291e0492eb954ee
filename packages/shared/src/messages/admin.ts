// Messages of the admin console foundation (roles, menus, areas, publishing, enquiries), both locales.
export const adminMessages = {
  keyFormat: {
    'en-US': '{field} may hold only letters, digits, "_", "." and "-"',
    'zh-CN': '{field}只能包含字母、数字、“_”、“.”和“-”',
  },
  lowerKeyFormat: {
    'en-US': '{field} may hold only lowercase letters, digits, "_" and "-" (at most 32)',
    'zh-CN': '{field}只能包含小写字母、数字、“_”和“-”（最多 32 个）',
  },
  keyReserved: {
    'en-US': '{field} "sso" is reserved for the single sign-on of the configuration',
    'zh-CN': '{field}“sso”已保留给配置中的单点登录',
  },
  linkFormat: {
    'en-US': '{field} must be a site path (/…) or an http(s) address',
    'zh-CN': '{field}须为站内路径（/…）或 http(s) 地址',
  },
  videoLinkFormat: {
    'en-US': '{field} must be an .mp4 or .webm file or a /community/video/detail?id=… page',
    'zh-CN': '{field}须为 .mp4 或 .webm 视频文件，或 /community/video/detail?id=… 页面',
  },
  slugFormat: {
    'en-US': '{field} may hold only lowercase letters, digits and single "-" between them',
    'zh-CN': '{field}只能包含小写字母、数字和中间的单个“-”',
  },
  blockTypeUnknown: { 'en-US': '{field}: unknown block type', 'zh-CN': '{field}：未知的区块类型' },
  formNotFound: { 'en-US': 'This form does not exist', 'zh-CN': '该表单不存在' },
  formReceived: { 'en-US': 'Thank you, your answers were received', 'zh-CN': '感谢您的提交，我们已收到' },
  formSubmissionNew: {
    'en-US': 'New answers to the form "{title}" on page {page}',
    'zh-CN': '页面 {page} 的表单“{title}”收到新的提交',
  },
  formSubmissionReceived: {
    'en-US': 'Your answers to the form "{title}" were received; we will get back to you',
    'zh-CN': '您对表单“{title}”的提交已收到，我们会尽快与您联系',
  },
  formFileSignIn: {
    'en-US': '{field}: sign in to attach a file',
    'zh-CN': '{field}：请登录后再上传附件',
  },
  formFileNotYours: {
    'en-US': '{field}: the attached file does not exist; attach it again',
    'zh-CN': '{field}：附件不存在，请重新上传',
  },
  slugReserved: {
    'en-US': '{field} is the address of an existing page of the site: choose another',
    'zh-CN': '{field}与网站已有页面的地址冲突，请换一个',
  },
  pageNotFound: { 'en-US': 'This page does not exist', 'zh-CN': '该页面不存在' },
  previewLinkExpired: {
    'en-US': 'This preview link has expired: ask for a new one',
    'zh-CN': '该预览链接已过期，请重新获取',
  },
  previewLinkInvalid: { 'en-US': 'This preview link is not valid', 'zh-CN': '该预览链接无效' },
  endBeforeStart: { 'en-US': '{field} must be after the start time', 'zh-CN': '{field}须晚于开始时间' },
  unknownPermission: { 'en-US': '{field} names an unknown permission', 'zh-CN': '{field}包含未知的权限' },
  unknownRoute: { 'en-US': '{field} is not a console page', 'zh-CN': '{field}不是控制台页面' },
  unknownRole: { 'en-US': '{field} names an unknown role', 'zh-CN': '{field}包含未知的角色' },
  inUse: {
    'en-US': 'This item is still in use and cannot be deleted',
    'zh-CN': '该项仍在使用中，不能删除',
  },
  keyInUse: { 'en-US': 'This key is already in use', 'zh-CN': '该标识已被使用' },
  roleBuiltin: {
    'en-US': 'A built-in role cannot be deleted or renamed',
    'zh-CN': '内置角色不能删除或重命名',
  },
  roleLastAdmin: {
    'en-US': 'The administrator role cannot lose its last holder',
    'zh-CN': '系统管理员角色不能失去最后一位成员',
  },
  roleHeld: {
    'en-US': 'This role is held by {count} users; confirm to remove it from them',
    'zh-CN': '该角色由 {count} 位用户持有，确认后将从他们身上移除',
  },
  accountDisabled: {
    'en-US': 'This account has been disabled, please contact the administrator',
    'zh-CN': '该账号已被停用，请联系管理员',
  },
  cannotDisableSelf: { 'en-US': 'You cannot disable your own account', 'zh-CN': '不能停用自己的账号' },
  nothingToPublish: { 'en-US': 'There are no changes to publish', 'zh-CN': '没有需要发布的更改' },
  versionNotFound: { 'en-US': 'This version does not exist', 'zh-CN': '该版本不存在' },
  publishConfirmRequired: {
    'en-US': 'Confirm publishing to production',
    'zh-CN': '请确认发布到生产环境',
  },
  businessReceived: {
    'en-US': 'Thank you, we will contact you soon',
    'zh-CN': '感谢您的咨询，我们会尽快与您联系',
  },
  passwordResetRequired: {
    'en-US': 'An administrator asked you to set a new password; use "Forgot password"',
    'zh-CN': '管理员要求您重新设置密码，请使用“忘记密码”',
  },
} as const;
