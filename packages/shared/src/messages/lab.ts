// Cloud lab messages (spec §8 wording where it has one), both complete locales.
export const labMessages = {
  labNoPermission: { 'en-US': 'Failed to obtain permission', 'zh-CN': '获取权限失败' },
  labApplicationFailed: { 'en-US': 'Application failed: {reason}', 'zh-CN': '申请失败：{reason}' },
  labAlreadyPending: {
    'en-US': 'Your application is under approval (1-3 working days)',
    'zh-CN': '你的申请正在审批中（1-3 个工作日）',
  },
  labAlreadyGranted: { 'en-US': 'You already have this permission', 'zh-CN': '你已拥有该权限' },
  slotInvalid: { 'en-US': 'Please choose a valid time slot', 'zh-CN': '请选择有效的时间段' },
  slotInPast: { 'en-US': 'The time slot has already begun or passed', 'zh-CN': '该时间段已开始或已过去' },
  slotEmpty: { 'en-US': 'The slot must last at least 30 minutes', 'zh-CN': '时间段至少 30 分钟' },
  slotTooLong: { 'en-US': 'A slot can last at most {hours} hours', 'zh-CN': '单次预约最长 {hours} 小时' },
  slotNotAligned: {
    'en-US': 'Slots start and end on the hour or half hour',
    'zh-CN': '时间段须从整点或半点开始和结束',
  },
  slotTooFar: {
    'en-US': 'Slots can be booked at most {days} days ahead',
    'zh-CN': '最多可提前 {days} 天预约',
  },
  slotTaken: {
    'en-US': 'This time slot is already reserved, please choose another',
    'zh-CN': '该时间段已被预约，请选择其他时间',
  },
  noFreeDevice: {
    'en-US': 'No device of this board is free in that slot',
    'zh-CN': '该时间段内此开发板没有空闲设备',
  },
  deviceUnavailable: { 'en-US': 'The development board is not ready', 'zh-CN': '开发板未就绪' },
  quotaActive: {
    'en-US': 'You can hold at most {max} reservations at a time',
    'zh-CN': '同时最多持有 {max} 个预约',
  },
  quotaWeek: {
    'en-US': 'You can reserve at most {max} hours per week',
    'zh-CN': '每周最多可预约 {max} 小时',
  },
  reservationNotCancellable: {
    'en-US': 'Only a reservation that has not started can be cancelled',
    'zh-CN': '只能取消尚未开始的预约',
  },
  reservationNotReleasable: {
    'en-US': 'Only a running reservation can be released',
    'zh-CN': '只能释放进行中的预约',
  },
  reservationClosed: { 'en-US': 'This reservation has already ended', 'zh-CN': '该预约已结束' },
} as const;
