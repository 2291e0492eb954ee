// Messages of the open-source component library, both locales.
export const componentMessages = {
  componentNotFound: { 'en-US': 'The component does not exist', 'zh-CN': '该组件不存在' },
  componentCodeTaken: { 'en-US': 'The component code is already in use', 'zh-CN': '该组件编码已被使用' },
  componentDateFormat: {
    'en-US': '{field} must be a date written as YYYY-MM-DD',
    'zh-CN': '{field}须为 YYYY-MM-DD 格式的日期',
  },
  componentDuplicateValues: { 'en-US': '{field} lists a value twice', 'zh-CN': '{field}中有重复的值' },
} as const;
