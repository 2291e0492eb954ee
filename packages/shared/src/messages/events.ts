// Event and competition messages (issue 19; spec §8 "The activity id does not exist"), both locales.
export const eventMessages = {
  activityIdNotExist: { 'en-US': 'The activity id does not exist', 'zh-CN': '该活动 ID 不存在' },
  alreadyEnrolled: { 'en-US': 'You have already signed up', 'zh-CN': '您已报名' },
  signupNotOpen: { 'en-US': 'Sign-up has not started yet', 'zh-CN': '报名尚未开始' },
  signupClosed: { 'en-US': 'Sign-up has ended', 'zh-CN': '报名已结束' },
  eventNotOpenForSignup: {
    'en-US': 'This activity does not take sign-ups',
    'zh-CN': '该活动不接受报名',
  },
  notSignedUp: { 'en-US': 'You have not signed up for this activity', 'zh-CN': '您尚未报名该活动' },
  eventStateChanged: {
    'en-US': 'The activity cannot do this in its current state',
    'zh-CN': '活动当前状态不允许此操作',
  },
  eventSeatPromoted: {
    'en-US': 'A place became free: you are now signed up for "{title}"',
    'zh-CN': '有名额空出：您已成功报名“{title}”',
  },
  capacityBelowTaken: {
    'en-US': 'The capacity cannot be below the {taken} places already taken',
    'zh-CN': '名额不能少于已报名的 {taken} 人',
  },
} as const;
