// Cloud lab console messages (issue 7; spec §4 and §8 wording where it has one).
export const labConsoleMessages = {
  labEnvNotReady: {
    'en-US': 'The environment is not ready (wait 3-5 minutes then refresh terminal)',
    'zh-CN': '环境未就绪（请等待 3-5 分钟后刷新终端）',
  },
  labBoardNotReady: { 'en-US': 'The development board is not ready', 'zh-CN': '开发板未就绪' },
  labCameraError: {
    'en-US': 'Camera exception (contact administrator)',
    'zh-CN': '摄像头异常（请联系管理员）',
  },
  labResetFailed: { 'en-US': 'Reset failed: {reason}', 'zh-CN': '重置失败：{reason}' },
  labUploadFailed: { 'en-US': 'Upload failed: {reason}', 'zh-CN': '上传失败：{reason}' },
  labUploadNameInvalid: {
    'en-US': 'The file name may only contain letters, digits, dots, hyphens and underscores',
    'zh-CN': '文件名只能包含字母、数字、点、连字符和下划线',
  },
  labUploadTooLarge: { 'en-US': 'The file is larger than {max}', 'zh-CN': '文件大于 {max}' },
  labUploadEmpty: { 'en-US': 'The file cannot be 0', 'zh-CN': '文件不能为 0' },
  labSlotNotActive: {
    'en-US': 'This reservation is not in its active time slot',
    'zh-CN': '该预约不在有效的使用时段内',
  },
  labSlotEnded: { 'en-US': 'The reserved time slot has ended', 'zh-CN': '预约时段已结束' },
  labAgentOffline: {
    'en-US': 'The board is offline (its lab agent is not connected)',
    'zh-CN': '开发板离线（实验室代理未连接）',
  },
  labActionTimeout: { 'en-US': 'The board did not answer in time', 'zh-CN': '开发板未及时响应' },
  labBusy: {
    'en-US': 'Another action is still running on this board',
    'zh-CN': '该开发板上的另一个操作仍在进行',
  },
  labTestPatternInvalid: { 'en-US': 'Not a valid regular expression', 'zh-CN': '不是有效的正则表达式' },
  labAgentTokenInvalid: { 'en-US': 'Agent token invalid or revoked', 'zh-CN': '代理令牌无效或已吊销' },
  labImageNotFound: { 'en-US': 'The image does not exist', 'zh-CN': '镜像不存在' },
  labConsoleReleased: {
    'en-US': 'The reservation was released; the console is closed',
    'zh-CN': '预约已释放，控制台已关闭',
  },
  labConsoleReplaced: {
    'en-US': 'The console was opened in another window',
    'zh-CN': '控制台已在另一个窗口中打开',
  },
  labLoadFailed: { 'en-US': 'Loading failed: {reason}', 'zh-CN': '加载失败：{reason}' },
  labTestJobRunning: {
    'en-US': 'A test job is already running in this session',
    'zh-CN': '本次会话已有测试任务在运行',
  },
  labTestInterrupted: {
    'en-US': 'The test job was interrupted (the portal restarted)',
    'zh-CN': '测试任务被中断（门户已重启）',
  },
  labTestResultInvalid: {
    'en-US': 'The lab agent answered with unreadable test results',
    'zh-CN': '实验室代理返回的测试结果无法读取',
  },
} as const;
