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
  eventPendingSummary: {
    'en-US': 'Your sign-up for "{title}" ({time}) is awaiting the organiser\'s approval; your place is held',
    'zh-CN': '您报名的“{title}”（{time}）正在等待主办方审核，名额已为您保留',
  },
  eventApprovedSummary: {
    'en-US': 'Your sign-up for "{title}" ({time}) was approved',
    'zh-CN': '您报名的“{title}”（{time}）已通过审核',
  },
  eventRejectedSummary: {
    'en-US': 'Your sign-up for "{title}" was not approved by the organiser',
    'zh-CN': '您报名的“{title}”未通过主办方审核',
  },
  signupNotPending: {
    'en-US': 'Only a sign-up awaiting approval can be approved or rejected',
    'zh-CN': '只有待审核的报名可以通过或拒绝',
  },
  speakerRequired: { 'en-US': 'Name the speaker of this card', 'zh-CN': '请填写嘉宾姓名' },
  capacityBelowTaken: {
    'en-US': 'The capacity cannot be below the {taken} places already taken',
    'zh-CN': '名额不能少于已报名的 {taken} 人',
  },
  eventConfirmedSummary: {
    'en-US': 'You are signed up for "{title}" ({time})',
    'zh-CN': '您已成功报名“{title}”（{time}）',
  },
  eventConfirmedSubject: { 'en-US': 'Signed up: {title}', 'zh-CN': '报名成功：{title}' },
  eventConfirmedText: {
    'en-US':
      'You are signed up for "{title}".\nTime: {time}\nPlace: {place}\nCheck-in code: {code}\nDetails: {url}\nThe attached .ics file adds it to your calendar.',
    'zh-CN':
      '您已成功报名“{title}”。\n时间：{time}\n地点：{place}\n签到码：{code}\n详情：{url}\n附件中的 .ics 文件可将活动加入日历。',
  },
  eventReminderDay: { 'en-US': 'tomorrow', 'zh-CN': '明天' },
  eventReminderHour: { 'en-US': 'in an hour', 'zh-CN': '一小时后' },
  eventReminderSummary: {
    'en-US': '"{title}" starts {when} ({time})',
    'zh-CN': '“{title}”将于{when}开始（{time}）',
  },
  eventReminderSubject: {
    'en-US': 'Reminder: {title} starts {when}',
    'zh-CN': '活动提醒：{title}将于{when}开始',
  },
  eventReminderText: {
    'en-US': '"{title}" starts {when}.\nTime: {time}\nPlace: {place}\nCheck-in code: {code}\nDetails: {url}',
    'zh-CN': '“{title}”将于{when}开始。\n时间：{time}\n地点：{place}\n签到码：{code}\n详情：{url}',
  },
  checkinCodeUnknown: {
    'en-US': 'This check-in code is not valid for this activity',
    'zh-CN': '该签到码不属于此活动',
  },
  checkinAlreadyUsed: { 'en-US': 'This check-in code has already been used', 'zh-CN': '该签到码已使用' },
  teamNameTaken: { 'en-US': 'A team with this name already exists', 'zh-CN': '已存在同名队伍' },
  alreadyInTeam: {
    'en-US': 'You are already in a team of this competition',
    'zh-CN': '您已加入本竞赛的队伍',
  },
  teamInviteUnknown: { 'en-US': 'The invitation code is not valid', 'zh-CN': '邀请码无效' },
  teamFull: { 'en-US': 'The team is full', 'zh-CN': '队伍人数已满' },
  notInTeam: { 'en-US': 'Join or create a team first', 'zh-CN': '请先创建或加入队伍' },
  onlyCaptain: { 'en-US': 'Only the team captain can do this', 'zh-CN': '只有队长可以执行此操作' },
  phaseUnknown: { 'en-US': 'The competition has no such phase', 'zh-CN': '竞赛没有该阶段' },
  phaseDeadlinePassed: {
    'en-US': 'The deadline of this phase has passed: the work is locked',
    'zh-CN': '该阶段已截止，作品已锁定',
  },
  notCompetition: { 'en-US': 'This activity is not a competition', 'zh-CN': '该活动不是竞赛' },
  submissionIdNotExist: { 'en-US': 'The submission does not exist', 'zh-CN': '作品不存在' },
  judgeOwnTeam: { 'en-US': 'A judge cannot score their own team', 'zh-CN': '评委不能为自己的队伍评分' },
  scoreCriteriaMismatch: {
    'en-US': 'Give each criterion of the phase a score within its maximum',
    'zh-CN': '请为该阶段的每一项标准在满分内评分',
  },
  urlInvalid: { 'en-US': 'Please enter a valid http(s) address', 'zh-CN': '请输入有效的 http(s) 地址' },
  fileUnknown: { 'en-US': 'Upload the file first', 'zh-CN': '请先上传文件' },
  submissionFileTooLarge: { 'en-US': 'The file cannot be greater than 20 MB', 'zh-CN': '文件不能大于 20 MB' },
  videoIdInvalid: {
    'en-US': 'Give a video id or the address of a video page',
    'zh-CN': '请填写视频 ID 或视频页面地址',
  },
  agendaVideoNotFound: {
    'en-US': 'No published video has this id',
    'zh-CN': '没有该 ID 的已发布视频',
  },
  noPlaces: { 'en-US': 'Give offline or online places', 'zh-CN': '请设置线下或线上名额' },
  onlinePlacesNotOnline: {
    'en-US': 'Online places need the activity to be online',
    'zh-CN': '设置线上名额需先开启“线上”',
  },
  modeNotOffered: {
    'en-US': 'This activity has no places of this kind',
    'zh-CN': '该活动没有此类名额',
  },
  modeRequired: {
    'en-US': 'Choose whether you take part online or offline',
    'zh-CN': '请选择线上或线下参加',
  },
  notLiveSession: { 'en-US': 'This activity has no live session', 'zh-CN': '该活动没有直播' },
  liveEnded: { 'en-US': 'The live session has ended', 'zh-CN': '直播已结束' },
  liveReminderSummary: {
    'en-US': 'The live session "{title}" is starting: {url}',
    'zh-CN': '直播“{title}”即将开始：{url}',
  },
  liveReminderSubject: { 'en-US': 'Live now: {title}', 'zh-CN': '直播开始：{title}' },
} as const;
