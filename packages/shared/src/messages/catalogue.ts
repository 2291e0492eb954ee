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
  categoryOfArea: {
    'en-US': '{field} does not belong to this console entry',
    'zh-CN': '{field}不属于当前管理栏目',
  },
  attributeLinesFormat: {
    'en-US': '{field}: one "name: value" per line, names unique, at most 30 lines',
    'zh-CN': '{field}：每行一项“名称: 值”，名称不重复，最多 30 行',
  },
  attributeType: {
    'en-US': '{field}: the value of "{attribute}" must be of type {type}',
    'zh-CN': '{field}：“{attribute}”的值应为 {type} 类型',
  },
  linkLinesFormat: {
    'en-US': '{field}: one "label | https://…" per line, at most 10 lines',
    'zh-CN': '{field}：每行一项“名称 | https://…”，最多 10 行',
  },
  productCodeTaken: { 'en-US': 'The product code is already in use', 'zh-CN': '该产品编码已被使用' },
  compareCount: {
    'en-US': '{field}: choose 2 to 4 different products',
    'zh-CN': '{field}：请选择 2 到 4 个不同的产品',
  },
  compareKinds: {
    'en-US': 'Only products of the same type can be compared',
    'zh-CN': '只能对比同一类型的产品',
  },
  productNotFound: { 'en-US': 'The product does not exist', 'zh-CN': '该产品不存在' },
  productNotPending: { 'en-US': 'This product has already been reviewed', 'zh-CN': '该产品已审核' },
  productUnderReview: {
    'en-US': 'This product is waiting for review and cannot be changed now',
    'zh-CN': '该产品正在审核中，暂不能修改',
  },
  productAlreadySubmitted: {
    'en-US': 'This product is already waiting for review',
    'zh-CN': '该产品已提交审核',
  },
  productNoOrganisation: {
    'en-US': 'Only users of a certified enterprise can publish products',
    'zh-CN': '仅已认证企业的用户可以发布产品',
  },
  productApprovedSubject: { 'en-US': 'Your product was published', 'zh-CN': '你的产品已发布' },
  productApprovedText: {
    'en-US': 'Your product {name} was approved and is now published.',
    'zh-CN': '你提交的产品 {name} 已审核通过并发布。',
  },
  productRejectedSubject: { 'en-US': 'Your product was not approved', 'zh-CN': '你的产品未通过审核' },
  productRejectedText: {
    'en-US': 'Your product {name} was not approved: {comment}. You may edit it and submit it again.',
    'zh-CN': '你提交的产品 {name} 未通过审核：{comment}。你可以修改后重新提交。',
  },
} as const;
