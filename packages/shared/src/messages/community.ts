// Community messages (spec §5/§8 wording where it has one), both complete locales.
export const communityMessages = {
  answerRequired: { 'en-US': 'Please enter an answer!', 'zh-CN': '请输入回答！' },
  messageRequired: { 'en-US': 'Please enter information', 'zh-CN': '请输入信息' },
  cannotFollowSelf: { 'en-US': "Can't pay attention to yourself", 'zh-CN': '不能关注自己' },
  followFailed: { 'en-US': 'Failed to follow', 'zh-CN': '关注失败' },
  unfollowFailed: { 'en-US': 'Failed to unfollow', 'zh-CN': '取消关注失败' },
  sensitiveBlocked: {
    'en-US': 'The content contains a forbidden word: {word}',
    'zh-CN': '内容包含违禁词：{word}',
  },
  shareNeedLogin: { 'en-US': 'Please log in before sharing', 'zh-CN': '请先登录再分享' },
  reportDuplicate: {
    'en-US': 'You have already reported this content; it is waiting for review',
    'zh-CN': '你已举报过该内容，正在等待处理',
  },
  reportHandled: { 'en-US': 'This report has already been handled', 'zh-CN': '该举报已处理' },
  sensitiveWordExists: { 'en-US': 'This word is already in the list', 'zh-CN': '该敏感词已存在' },
  // questions, topics, answers, comments (c2)
  titleRequired: { 'en-US': 'Please enter a title', 'zh-CN': '请输入标题' },
  titleTooLong: { 'en-US': 'The title must be at most {max} characters', 'zh-CN': '标题最多 {max} 个字符' },
  plateRequired: { 'en-US': 'Please select a plate', 'zh-CN': '请选择板块' },
  productKindRequired: {
    'en-US': 'Please select the product or component type',
    'zh-CN': '请选择产品或组件类型',
  },
  productNameRequired: { 'en-US': 'Please enter the product or component', 'zh-CN': '请输入产品或组件' },
  productNameTooLong: {
    'en-US': 'The product or component must be at most {max} characters',
    'zh-CN': '产品或组件最多 {max} 个字符',
  },
  descriptionRequired: { 'en-US': 'Please enter a description', 'zh-CN': '请输入描述' },
  descriptionTooLong: {
    'en-US': 'The description must be at most {max} characters',
    'zh-CN': '描述最多 {max} 个字符',
  },
  tagsRequired: { 'en-US': 'Please add 1 to 3 tags', 'zh-CN': '请添加 1 到 3 个标签' },
  tagsTooMany: { 'en-US': 'At most {max} tags', 'zh-CN': '标签最多 {max} 个' },
  tagTooLong: { 'en-US': 'A tag must be at most {max} characters', 'zh-CN': '每个标签最多 {max} 个字符' },
  imagesTooMany: { 'en-US': 'At most {max} images', 'zh-CN': '图片最多 {max} 张' },
  imageInvalid: { 'en-US': 'This image was not uploaded here', 'zh-CN': '图片地址无效' },
  answerTooLong: { 'en-US': 'The answer must be at most {max} characters', 'zh-CN': '回答最多 {max} 个字符' },
  commentRequired: { 'en-US': 'Please enter a comment', 'zh-CN': '请输入评论' },
  commentTooLong: {
    'en-US': 'The comment must be at most {max} characters',
    'zh-CN': '评论最多 {max} 个字符',
  },
  commentTargetInvalid: { 'en-US': 'This content cannot be commented on', 'zh-CN': '该内容不能评论' },
  // message centre, direct messages (c3)
  messageTooLong: {
    'en-US': 'The message must be at most {max} characters',
    'zh-CN': '私信最多 {max} 个字符',
  },
  cannotMessageSelf: { 'en-US': "You can't send a message to yourself", 'zh-CN': '不能给自己发私信' },
  messageNeedsReview: {
    'en-US': 'The message contains words that need review and was not sent',
    'zh-CN': '私信包含需审核的内容，未发送',
  },
} as const;
