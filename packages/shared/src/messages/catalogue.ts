// Messages of the product catalogue (software, hardware, solutions), both locales.
export const catalogueMessages = {
  productCodeFormat: {
    'en-US': '{field} may hold only letters, digits, ".", "_" and "-", starting with a letter or digit',
    'zh-CN': '{field}只能包含字母、数字、“.”、“_”和“-”，且以字母或数字开头',
  },
  categoryOfKind: {
    'en-US': '{field} does not belong to the chosen product type',
    'zh-CN': '{field}不属于所选的产品类型',
  },
  attributeLinesFormat: {
    'en-US': '{field}: one "name: value" per line, names unique, at most 30 lines',
    'zh-CN': '{field}：每行一项“名称: 值”，名称不重复，最多 30 行',
  },
  linkLinesFormat: {
    'en-US': '{field}: one "label | https://…" per line, at most 10 lines',
    'zh-CN': '{field}：每行一项“名称 | https://…”，最多 10 行',
  },
  productCodeTaken: { 'en-US': 'The product code is already in use', 'zh-CN': '该产品编码已被使用' },
  productNotFound: { 'en-US': 'The product does not exist', 'zh-CN': '该产品不存在' },
} as const;
