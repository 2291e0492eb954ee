// Blog posts and the review queue (issue 5; spec §6/§8 wording where it has one), both locales.
export const contentMessages = {
  draftNotAuthorized: {
    'en-US': 'You are not authorized to operate the draft.',
    'zh-CN': '您无权操作该草稿',
  },
  draftSaveFailed: { 'en-US': 'draft save failed', 'zh-CN': '草稿保存失败' },
  draftVersionConflict: {
    'en-US': 'The draft was saved from another window; reload it before saving again',
    'zh-CN': '草稿已在其他窗口保存，请重新加载后再保存',
  },
  publishFailed: { 'en-US': 'Publishing failed', 'zh-CN': '发布失败' },
  postStateRefused: {
    'en-US': 'The post cannot do this in its current state',
    'zh-CN': '文章当前状态不允许此操作',
  },
  contentRequired: { 'en-US': 'Please enter the content', 'zh-CN': '请输入内容' },
  contentTooLong: {
    'en-US': 'The content must be at most {max} characters',
    'zh-CN': '内容最多 {max} 个字符',
  },
  summaryTooLong: {
    'en-US': 'The summary must be at most {max} characters',
    'zh-CN': '摘要最多 {max} 个字符',
  },
  coverInvalid: {
    'en-US': 'Please upload the cover here or choose a default cover',
    'zh-CN': '请上传封面或选择默认封面',
  },
  propertyInvalid: {
    'en-US': 'Please choose original or reprint',
    'zh-CN': '请选择原创或转载',
  },
  permissionInvalid: {
    'en-US': 'Please choose public or only visible to yourself',
    'zh-CN': '请选择公开或仅自己可见',
  },
  sourceUrlRequired: {
    'en-US': 'Please enter the address of the original article',
    'zh-CN': '请输入原文地址',
  },
  sourceUrlInvalid: {
    'en-US': 'The source address must be an http or https link',
    'zh-CN': '原文地址必须是 http 或 https 链接',
  },
  sourceUrlTooLong: {
    'en-US': 'The source address must be at most {max} characters',
    'zh-CN': '原文地址最多 {max} 个字符',
  },
  disclaimerRequired: {
    'en-US': 'Please read and accept the disclaimer',
    'zh-CN': '请阅读并同意免责声明',
  },
  // review queue
  reviewReasonRequired: { 'en-US': 'Please give the reason', 'zh-CN': '请填写原因' },
  reviewReasonTooLong: {
    'en-US': 'The reason must be at most {max} characters',
    'zh-CN': '原因最多 {max} 个字符',
  },
  reviewStateRefused: {
    'en-US': 'This item has already been handled or cannot do this now',
    'zh-CN': '该内容已处理或当前不能执行此操作',
  },
  reviewApprovedNotice: {
    'en-US': '“{title}” passed the review and is published',
    'zh-CN': '《{title}》已通过审核并发布',
  },
  reviewRejectedNotice: {
    'en-US': '“{title}” did not pass the review: {reason}',
    'zh-CN': '《{title}》未通过审核：{reason}',
  },
  reviewRemovedNotice: {
    'en-US': '“{title}” was taken down: {reason}',
    'zh-CN': '《{title}》已被下架：{reason}',
  },
} as const;
