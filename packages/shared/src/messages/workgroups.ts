// Workgroup messages (issue 16), both complete locales.
export const workgroupMessages = {
  workgroupJoinRequested: {
    'en-US': 'Your request to join has been sent to the group’s maintainers',
    'zh-CN': '入组申请已提交，等待工作组维护者审批',
  },
  workgroupAlreadyRequested: {
    'en-US': 'You have already requested to join or are already a member of this group',
    'zh-CN': '您已申请加入或已是该工作组成员',
  },
  workgroupLeft: { 'en-US': 'You have left the group', 'zh-CN': '您已退出该工作组' },
  workgroupNotMember: {
    'en-US': 'You are not a member of this group',
    'zh-CN': '您不是该工作组成员',
  },
  workgroupRequestApproved: { 'en-US': 'The request has been approved', 'zh-CN': '已通过入组申请' },
  workgroupRequestRejected: { 'en-US': 'The request has been rejected', 'zh-CN': '已拒绝入组申请' },
  workgroupRequestNotPending: {
    'en-US': 'This request has already been decided or withdrawn',
    'zh-CN': '该申请已被处理或已撤回',
  },
  workgroupJoinApprovedNotice: {
    'en-US': 'Your request to join the workgroup {name} was approved',
    'zh-CN': '你加入工作组「{name}」的申请已通过',
  },
  workgroupJoinRejectedNotice: {
    'en-US': 'Your request to join the workgroup {name} was declined',
    'zh-CN': '你加入工作组「{name}」的申请未通过',
  },
  workgroupMeetingNotice: {
    'en-US': 'New meeting of {name}: {title} ({time} UTC)',
    'zh-CN': '工作组「{name}」有新会议：{title}（{time} UTC）',
  },
} as const;
