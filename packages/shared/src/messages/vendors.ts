// Messages of vendors, partners and resellers (issue 16), both locales.
export const vendorMessages = {
  vendorNotFound: { 'en-US': 'The vendor does not exist', 'zh-CN': '该厂商不存在' },
  phoneFormat: {
    'en-US': '{field} may hold only digits, spaces and + ( ) -',
    'zh-CN': '{field}只能包含数字、空格和 + ( ) -',
  },
  coordinatesTogether: {
    'en-US': '{field}: give both latitude and longitude, or neither',
    'zh-CN': '{field}：纬度和经度需同时填写或同时留空',
  },
  vendorNotMember: {
    'en-US': 'Only enterprise users of this vendor may edit its profile',
    'zh-CN': '只有该厂商的企业用户可以编辑其资料',
  },
  vendorChangePending: {
    'en-US': 'A change of this profile is already waiting for review',
    'zh-CN': '该厂商资料已有修改在等待审核',
  },
  vendorChangeNotPending: { 'en-US': 'This change has already been reviewed', 'zh-CN': '该修改已审核' },
  vendorSlugTaken: { 'en-US': 'This address name is taken', 'zh-CN': '该地址标识已被使用' },
  vendorApprovedSubject: { 'en-US': 'Your vendor profile was updated', 'zh-CN': '厂商资料修改已通过' },
  vendorApprovedText: {
    'en-US': 'The change of the profile of {name} was approved and is now shown.',
    'zh-CN': '{name} 的厂商资料修改已审核通过并展示。',
  },
  vendorRejectedSubject: {
    'en-US': 'Your vendor profile change was rejected',
    'zh-CN': '厂商资料修改未通过',
  },
  vendorRejectedText: {
    'en-US': 'The change of the profile of {name} was rejected: {comment}',
    'zh-CN': '{name} 的厂商资料修改未通过审核：{comment}',
  },
} as const;
