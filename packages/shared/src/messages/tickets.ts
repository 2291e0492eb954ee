// Support ticket messages (issue 18; spec §8 "Failed to create a ticket", "Failed to close,
// re-submit"), both locales.
export const ticketMessages = {
  ticketCreateFailed: { 'en-US': 'Failed to create a ticket', 'zh-CN': '创建工单失败' },
  ticketCloseFailed: { 'en-US': 'Failed to close, re-submit', 'zh-CN': '关闭失败，请重新提交' },
  ticketReminderNeeded: {
    'en-US': 'Enter a mobile number or an e-mail address for reminders',
    'zh-CN': '请至少填写提醒手机号或提醒邮箱',
  },
  ticketClassUnknown: { 'en-US': 'Choose a classification from the list', 'zh-CN': '请从列表中选择分类' },
  ticketNotFound: { 'en-US': 'The ticket does not exist', 'zh-CN': '该工单不存在' },
  ticketStateConflict: {
    'en-US': 'The ticket is {state}: this cannot be done now',
    'zh-CN': '工单当前状态为{state}，无法执行此操作',
  },
  ticketAlreadyRated: { 'en-US': 'This ticket has already been rated', 'zh-CN': '该工单已评价' },
  ticketNotConfirmed: {
    'en-US': 'Confirm the ticket resolved before rating it',
    'zh-CN': '请先确认工单已解决再评价',
  },
  ticketRemindTooSoon: {
    'en-US': 'You have reminded the assignee within the last hour; please wait',
    'zh-CN': '一小时内已催单，请稍后再试',
  },
  ticketReminded: {
    'en-US': 'The submitter of ticket {number} is waiting for you',
    'zh-CN': '工单 {number} 的提交人在催单',
  },
  ticketLookupNeedsOne: {
    'en-US': 'Enter a name, a phone number or an account',
    'zh-CN': '请输入姓名、电话或账号之一',
  },
  ticketFollowerReadOnly: {
    'en-US': 'You follow this ticket: only its submitter may act on it',
    'zh-CN': '您是该工单的关注人，只有提交人可以操作',
  },
  ticketNotColleague: {
    'en-US': 'No colleague of your organisation has this account',
    'zh-CN': '该账号不是您所在组织的同事',
  },
  ticketFollowAdded: {
    'en-US': '{who} added you as a follower of ticket {number}',
    'zh-CN': '{who} 将您添加为工单 {number} 的关注人',
  },
  ticketReopenExpired: {
    'en-US':
      'A ticket can be reopened within {days} days of its resolution: submit a new ticket linked to it',
    'zh-CN': '工单只能在解决后 {days} 天内重新打开，请提交关联此工单的新工单',
  },
  ticketRelatedUnknown: {
    'en-US': 'The related ticket is not one of yours',
    'zh-CN': '关联的工单不是您的工单',
  },
  ticketFeedbackWaiting: {
    'en-US': 'Ticket {number} is waiting for your feedback; it closes if there is no answer',
    'zh-CN': '工单 {number} 正在等待您的反馈，若无回复将自动关闭',
  },
  ticketAssigneeNotStaff: {
    'en-US': 'Choose a member of the support staff',
    'zh-CN': '请选择技术支持人员',
  },
  ticketAssigned: {
    'en-US': 'Ticket {number} has been assigned to you',
    'zh-CN': '工单 {number} 已分配给您',
  },
  ticketChanged: { 'en-US': 'Ticket {number}: {state}', 'zh-CN': '工单 {number}：{state}' },
  ticketReplied: { 'en-US': 'Ticket {number} has a new reply', 'zh-CN': '工单 {number} 有新的回复' },
  ticketStateAssigned: { 'en-US': 'assigned', 'zh-CN': '待处理' },
  ticketStateProcessing: { 'en-US': 'processing', 'zh-CN': '处理中' },
  ticketStateSuspended: { 'en-US': 'suspended', 'zh-CN': '已挂起' },
  ticketStatePendingFeedback: { 'en-US': 'pending feedback', 'zh-CN': '待反馈' },
  ticketStateResolved: { 'en-US': 'pending confirmation', 'zh-CN': '待确认' },
  ticketStateClosed: { 'en-US': 'closed', 'zh-CN': '已关闭' },
  ticketUploadBusy: {
    'en-US': 'Attachment being uploaded (try again later)',
    'zh-CN': '附件正在上传中（请稍后再试）',
  },
  ticketAttachmentsTooMany: { 'en-US': 'At most {max} attachments', 'zh-CN': '附件最多 {max} 个' },
  ticketAttachmentUnknown: {
    'en-US': 'An attachment was not found or is already used; upload it again',
    'zh-CN': '附件不存在或已被使用，请重新上传',
  },
  ticketRemarkImagesOnly: { 'en-US': 'A remark takes images only', 'zh-CN': '备注只能上传图片' },
  ticketAttachmentTypes: {
    'en-US': 'Accepted: images (png, jpg, gif, webp), pdf, zip, txt, log; up to 5 MB each',
    'zh-CN': '支持图片（png、jpg、gif、webp）、pdf、zip、txt、log，每个不超过 5 MB',
  },
} as const;
