// Messages of tool tokens, the device grant, enterprise certification and roles, in both locales.
export const accessMessages = {
  sessionRequired: {
    'en-US': 'Please do this in the browser while logged in',
    'zh-CN': '请在浏览器中登录后操作',
  },
  deviceApproved: { 'en-US': 'The tool has been authorised', 'zh-CN': '已授权该工具' },
  deviceDenied: { 'en-US': 'The authorisation was refused', 'zh-CN': '已拒绝授权' },
  tokenRevoked: { 'en-US': 'The token has been revoked', 'zh-CN': '令牌已撤销' },
  avatarUpdated: { 'en-US': 'Avatar updated', 'zh-CN': '头像已更新' },
  enterpriseNotPending: {
    'en-US': 'This application has already been reviewed',
    'zh-CN': '该申请已审核',
  },
  rejectCommentRequired: {
    'en-US': 'Please give the reason for the rejection',
    'zh-CN': '请填写驳回原因',
  },
  enterpriseApprovedSubject: {
    'en-US': 'Your enterprise certification was approved',
    'zh-CN': '你的企业认证已通过',
  },
  enterpriseApprovedText: {
    'en-US': 'Your application for {company} was approved. You are now an enterprise user.',
    'zh-CN': '你为 {company} 提交的企业认证申请已通过，你现在是企业用户。',
  },
  enterpriseRejectedSubject: {
    'en-US': 'Your enterprise certification was not approved',
    'zh-CN': '你的企业认证未通过',
  },
  enterpriseRejectedText: {
    'en-US': 'Your application for {company} was not approved: {comment}. You may apply again.',
    'zh-CN': '你为 {company} 提交的企业认证申请未通过：{comment}。你可以重新申请。',
  },
} as const;
