// The device console's demo settings and production screens (issue 23), both locales.
export const productionMessages = {
  demoFirmwareUnknown: {
    'en-US': 'The firmware is not one of this product’s uploaded images',
    'zh-CN': '该固件不是本产品已上传的固件',
  },
  demoBoardUnknown: {
    'en-US': 'There is no cloud-lab board model {id}',
    'zh-CN': '云实验室中没有板卡型号 {id}',
  },
  testCsvTooLarge: {
    'en-US': 'The CSV file is larger than {max} KB',
    'zh-CN': 'CSV 文件超过 {max} KB',
  },
  testCsvNotText: {
    'en-US': 'The file is not a CSV text file',
    'zh-CN': '该文件不是 CSV 文本文件',
  },
  testCsvHeader: {
    'en-US': 'Line 1: the header must name the columns {columns}; column “{column}” is missing',
    'zh-CN': '第 1 行：表头须包含列 {columns}；缺少列“{column}”',
  },
  testCsvEmpty: {
    'en-US': 'The CSV file has no result lines',
    'zh-CN': 'CSV 文件中没有测试结果行',
  },
  testCsvTooManyRows: {
    'en-US': 'The CSV file has more than {max} result lines',
    'zh-CN': 'CSV 文件的结果行超过 {max} 行',
  },
  testCsvCell: {
    'en-US': 'Line {line}, column “{column}”: {problem}',
    'zh-CN': '第 {line} 行，列“{column}”：{problem}',
  },
  testCsvRequired: { 'en-US': 'a value is required', 'zh-CN': '不能为空' },
  testCsvTooLong: { 'en-US': 'longer than {max} characters', 'zh-CN': '超过 {max} 个字符' },
  testCsvResult: { 'en-US': 'must be pass or fail', 'zh-CN': '必须为 pass 或 fail' },
  testCsvDate: {
    'en-US': 'not a date and time (for example 2026-11-29T08:30:00Z)',
    'zh-CN': '不是有效的日期时间（例如 2026-11-29T08:30:00Z）',
  },
  testCsvColumns: {
    'en-US': 'the line has {count} values, the header {expected}',
    'zh-CN': '该行有 {count} 个值，表头有 {expected} 个',
  },
  testCsvQuote: { 'en-US': 'a quoted value is not closed', 'zh-CN': '引号未闭合' },
  testCsvDevice: {
    'en-US': 'no licence of this product has the device name {name}',
    'zh-CN': '本产品没有设备名为 {name} 的许可',
  },
} as const;
