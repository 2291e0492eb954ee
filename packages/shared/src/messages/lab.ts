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
  // permission review and inventory (L1)
  labNotPending: {
    'en-US': 'This application has already been reviewed',
    'zh-CN': '该申请已审批',
  },
  labKindEvaluation: { 'en-US': 'cloud lab evaluation', 'zh-CN': '云实验室评估' },
  labKindMicroservice: { 'en-US': 'test microservices', 'zh-CN': '测试微服务' },
  labGrantedSubject: { 'en-US': 'Cloud lab permission granted', 'zh-CN': '云实验室权限申请已通过' },
  labGrantedText: {
    'en-US': 'Your application for {kind} has been approved. You can now reserve boards in the cloud lab.',
    'zh-CN': '你的{kind}权限申请已通过审批，现在可以在云实验室预约开发板。',
  },
  labFailedSubject: { 'en-US': 'Cloud lab permission application failed', 'zh-CN': '云实验室权限申请未通过' },
  labFailedText: {
    'en-US': 'Your application for {kind} was not approved: {comment}. You may apply again.',
    'zh-CN': '你的{kind}权限申请未通过：{comment}。你可以重新申请。',
  },
  labReservationMovedSubject: { 'en-US': 'Your reservation was moved', 'zh-CN': '你的预约已调整设备' },
  labReservationMovedText: {
    'en-US':
      'Device {from} ({board}) was taken out of service ({reason}). Your reservation {start} - {end} now uses device {to}.',
    'zh-CN': '设备 {from}（{board}）已停止服务（{reason}），你 {start} - {end} 的预约已改用设备 {to}。',
  },
  labReservationCancelledSubject: { 'en-US': 'Your reservation was cancelled', 'zh-CN': '你的预约已取消' },
  labReservationCancelledText: {
    'en-US':
      'Device {from} ({board}) was taken out of service ({reason}) and no other device of this board is free, so your reservation {start} - {end} was cancelled. Please reserve another slot.',
    'zh-CN':
      '设备 {from}（{board}）已停止服务（{reason}），且该开发板没有其他空闲设备，你 {start} - {end} 的预约已取消，请重新预约。',
  },
  labDeviceOutOfService: {
    'en-US': 'device taken out of service: {state}',
    'zh-CN': '设备停止服务：{state}',
  },
  labNameTaken: { 'en-US': 'This name is already in use', 'zh-CN': '该名称已被使用' },
  labInUse: {
    'en-US': 'It is still in use by other records and cannot be deleted',
    'zh-CN': '仍被其他记录使用，无法删除',
  },
  labDeviceBusy: {
    'en-US': 'The device has live reservations, so its board cannot change',
    'zh-CN': '该设备仍有有效预约，不能更换开发板',
  },
  labChooseCompany: { 'en-US': 'Please choose the company', 'zh-CN': '请选择公司' },
  labChooseCpu: { 'en-US': 'Please choose the CPU model', 'zh-CN': '请选择 CPU 型号' },
  labChooseSoc: { 'en-US': 'Please choose the SoC model', 'zh-CN': '请选择 SoC 型号' },
  labChooseBoard: { 'en-US': 'Please choose the board model', 'zh-CN': '请选择开发板型号' },
  labNameEnInvalid: {
    'en-US': 'English name is required, at most 64 characters',
    'zh-CN': '英文名称不能为空，最多 64 个字符',
  },
  labIsaInvalid: {
    'en-US': 'ISA is required, at most 64 characters (e.g. RV64GCV)',
    'zh-CN': '指令集不能为空，最多 64 个字符（例如 RV64GCV）',
  },
  labUrlInvalid: {
    'en-US': 'Please enter a valid http(s) address, at most 300 characters',
    'zh-CN': '请输入有效的 http(s) 地址，最多 300 个字符',
  },
  labTagsInvalid: {
    'en-US': 'At most 20 values, each 1-32 characters',
    'zh-CN': '最多 20 个值，每个 1-32 个字符',
  },
  labDateInvalid: { 'en-US': 'Please choose a valid end date', 'zh-CN': '请选择有效的截止日期' },
  labDriverInvalid: {
    'en-US': 'Please choose the driver (qemu or serial)',
    'zh-CN': '请选择驱动（qemu 或 serial）',
  },
  labStateInvalid: { 'en-US': 'Please choose the device state', 'zh-CN': '请选择设备状态' },
  labDeviceStateOnline: { 'en-US': 'online', 'zh-CN': '在线' },
  labDeviceStateOffline: { 'en-US': 'offline', 'zh-CN': '离线' },
  labDeviceStateMaintenance: { 'en-US': 'maintenance', 'zh-CN': '维护中' },
  labDeviceStateInUse: { 'en-US': 'in use', 'zh-CN': '使用中' },
  labDeviceStateNotReady: { 'en-US': 'not ready', 'zh-CN': '未就绪' },
  // reservations, reminders and the sweeper (L3)
  reservationNotStarted: { 'en-US': 'The time slot has not started yet', 'zh-CN': '该时间段尚未开始' },
  slotAfterEndDate: {
    'en-US': 'This board can only be reserved until its end date',
    'zh-CN': '该开发板只能预约到截止日期之前',
  },
  labReminderStartSubject: {
    'en-US': 'Your cloud lab slot starts soon',
    'zh-CN': '你的云实验室预约即将开始',
  },
  labReminderStartText: {
    'en-US':
      'Your reservation of {board} (device {device}) starts at {time}. Enter the cloud lab within {grace} minutes of the start, or the slot is released for others.',
    'zh-CN':
      '你预约的 {board}（设备 {device}）将于 {time} 开始。请在开始后 {grace} 分钟内进入云实验室，否则该时段将释放给其他用户。',
  },
  labReminderEndSubject: { 'en-US': 'Your cloud lab slot ends soon', 'zh-CN': '你的云实验室预约即将结束' },
  labReminderEndText: {
    'en-US':
      'Your reservation of {board} (device {device}) ends at {time}. Please save your work before then.',
    'zh-CN': '你预约的 {board}（设备 {device}）将于 {time} 结束，请在此之前保存你的工作。',
  },
  labReservationEndedSubject: {
    'en-US': 'Your reservation was ended by an administrator',
    'zh-CN': '你的预约已被管理员结束',
  },
  labReservationEndedText: {
    'en-US':
      'Your reservation of {board} (device {device}) from {start} to {end} was ended by an administrator: {reason}',
    'zh-CN': '你预约的 {board}（设备 {device}，{start} - {end}）已被管理员结束：{reason}',
  },
} as const;
