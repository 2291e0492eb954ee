import type { CompleteLocale, SessionEventKind, StepStatus, TestJobState } from '@occ/shared';

// Words of the downloadable reports, in both complete locales (the reports are files, outside the
// web app's i18n catalogue).

const en = {
  sessionReport: 'Cloud lab session report',
  testReport: 'Test job report',
  board: 'Board',
  device: 'Device',
  user: 'User',
  slot: 'Time slot',
  reservationStatus: 'Reservation status',
  generatedAt: 'Generated',
  actions: 'Actions',
  time: 'Time',
  action: 'Action',
  result: 'Result',
  detail: 'Detail',
  ok: 'OK',
  failed: 'Failed',
  noActions: 'No actions were recorded.',
  consoleLog: 'Console log',
  consoleUnavailable:
    'The console log is not available (it is kept by the lab agent only while the session is open).',
  testJobs: 'Test jobs',
  noTestJobs: 'No test jobs were run.',
  job: 'Job',
  status: 'Status',
  started: 'Started',
  finished: 'Finished',
  duration: 'Duration (s)',
  error: 'Infrastructure error',
  step: 'Step',
  send: 'Input',
  expect: 'Expected output',
  message: 'Message',
  output: 'Output',
  summary: 'Summary',
  tests: 'Steps',
  failures: 'Failures',
  errors: 'Errors',
  skipped: 'Skipped',
  notRun: 'not run',
};
type Labels = typeof en;

const zh: Labels = {
  sessionReport: '云实验室会话报告',
  testReport: '测试任务报告',
  board: '开发板',
  device: '设备',
  user: '用户',
  slot: '时间段',
  reservationStatus: '预约状态',
  generatedAt: '生成时间',
  actions: '操作记录',
  time: '时间',
  action: '操作',
  result: '结果',
  detail: '详情',
  ok: '成功',
  failed: '失败',
  noActions: '没有操作记录。',
  consoleLog: '控制台日志',
  consoleUnavailable: '控制台日志不可用（实验室代理仅在会话打开期间保留日志）。',
  testJobs: '测试任务',
  noTestJobs: '没有运行测试任务。',
  job: '任务',
  status: '状态',
  started: '开始',
  finished: '结束',
  duration: '耗时（秒）',
  error: '基础设施错误',
  step: '步骤',
  send: '输入',
  expect: '期望输出',
  message: '消息',
  output: '输出',
  summary: '汇总',
  tests: '步骤数',
  failures: '失败',
  errors: '错误',
  skipped: '跳过',
  notRun: '未运行',
};

const events: Record<CompleteLocale, Record<SessionEventKind, string>> = {
  'en-US': {
    console_open: 'Console opened',
    console_close: 'Console closed',
    reset: 'Board reset',
    env_reset: 'Environment reset',
    upload: 'File upload',
    load_image: 'Image loading',
    camera: 'Camera',
    test_job: 'Test job',
    slot_end: 'Slot ended',
    session_open: 'Board session opened',
  },
  'zh-CN': {
    console_open: '打开控制台',
    console_close: '关闭控制台',
    reset: '开发板重置',
    env_reset: '环境重置',
    upload: '文件上传',
    load_image: '镜像加载',
    camera: '摄像头',
    test_job: '测试任务',
    slot_end: '时段结束',
    session_open: '开发板会话已打开',
  },
};

const states: Record<CompleteLocale, Record<TestJobState | StepStatus, string>> = {
  'en-US': {
    queued: 'queued',
    running: 'running',
    passed: 'passed',
    failed: 'failed',
    error: 'error',
    skipped: 'skipped',
  },
  'zh-CN': {
    queued: '排队中',
    running: '运行中',
    passed: '通过',
    failed: '失败',
    error: '错误',
    skipped: '跳过',
  },
};

export function reportLabels(locale: CompleteLocale) {
  return {
    ...(locale === 'zh-CN' ? zh : en),
    event: (k: string) => events[locale][k as SessionEventKind] ?? k,
    state: (s: string) => states[locale][s as TestJobState] ?? s,
  };
}
export type ReportLabels = ReturnType<typeof reportLabels>;
