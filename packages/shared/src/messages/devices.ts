// The vendor's device console and the device API (issue 23), both locales.
export const deviceMessages = {
  deviceNoOrganisation: {
    'en-US': 'Only members of a certified enterprise can manage device products',
    'zh-CN': '只有已认证企业的成员才能管理设备产品',
  },
  licenceQuotaExceeded: {
    'en-US':
      'This batch would pass the product’s licence quota ({quota}; {issued} already issued): nothing was issued',
    'zh-CN': '本批次将超出产品的许可配额（{quota}，已发放 {issued}），未发放任何许可',
  },
  licenceNameTaken: {
    'en-US': 'A device with one of these names already exists: nothing was issued',
    'zh-CN': '已存在同名设备，未发放任何许可',
  },
  licenceRevoked: { 'en-US': 'The licence has been revoked', 'zh-CN': '许可已吊销' },
  productReleased: { 'en-US': 'The product has been released', 'zh-CN': '产品已发布' },
  productAlreadyReleased: {
    'en-US': 'The product has already been released',
    'zh-CN': '产品已经发布过了',
  },
  productModelLocked: {
    'en-US': 'The product is released: its data model ({field}) can no longer be changed',
    'zh-CN': '产品已发布，其数据模型（{field}）不能再修改',
  },
  deviceAuthFailed: { 'en-US': 'Unknown device or wrong secret', 'zh-CN': '设备不存在或密钥错误' },
  deviceLicenceRevoked: {
    'en-US': 'This device’s licence has been revoked',
    'zh-CN': '该设备的许可已被吊销',
  },
  firmwareHashMismatch: {
    'en-US': 'The file’s SHA-256 does not match the declared hash: the firmware was not stored',
    'zh-CN': '文件的 SHA-256 与声明的不一致，固件未保存',
  },
  firmwareChipMismatch: {
    'en-US': 'The firmware targets {chip}, but the product uses {productChip}',
    'zh-CN': '固件的目标芯片为 {chip}，但产品使用 {productChip}',
  },
  firmwareVersionTaken: {
    'en-US': 'This product already has firmware version {version}',
    'zh-CN': '该产品已有固件版本 {version}',
  },
  firmwareTooLarge: { 'en-US': 'Firmware images are at most {max} MB', 'zh-CN': '固件镜像不能超过 {max} MB' },
  campaignFirmwareOtherProduct: {
    'en-US': 'That firmware is not a version of this product: no campaign was started',
    'zh-CN': '该固件不属于此产品，未创建升级任务',
  },
  campaignFirmwareUnsigned: {
    'en-US':
      'That firmware image is unsigned or its signature does not verify with the portal’s key: no campaign was started',
    'zh-CN': '该固件镜像未签名或签名无法用门户密钥验证，未创建升级任务',
  },
  campaignStateConflict: {
    'en-US': 'The campaign is {state}: this cannot be done now',
    'zh-CN': '升级任务当前为{state}状态，无法执行此操作',
  },
  campaignLastStage: {
    'en-US': 'The campaign is already at its last stage',
    'zh-CN': '升级任务已处于最后阶段',
  },
  campaignAutoPausedNotice: {
    'en-US':
      'The update campaign of {product} to {version} paused itself: {failed} of {finished} devices failed (threshold {threshold}%)',
    'zh-CN':
      '{product} 升级到 {version} 的任务已自动暂停：{finished} 台设备中 {failed} 台失败（阈值 {threshold}%）',
  },
  campaignNotForDevice: {
    'en-US': 'This device is not part of that campaign',
    'zh-CN': '该设备不在此升级任务中',
  },
  certificationPending: {
    'en-US': 'This product is certified already or has a certification request under review',
    'zh-CN': '该产品已通过认证或已有待审核的认证申请',
  },
  certificationNotPending: {
    'en-US': 'This certification request has already been reviewed',
    'zh-CN': '该认证申请已审核',
  },
  certificationApprovedSubject: { 'en-US': 'Your product was certified', 'zh-CN': '你的产品已通过芯片认证' },
  certificationApprovedText: {
    'en-US': 'Your product {name} passed the chip certification: certificate {number}.',
    'zh-CN': '你的产品 {name} 已通过芯片认证，证书编号 {number}。',
  },
  certificationRejectedSubject: {
    'en-US': 'Your certification request was not approved',
    'zh-CN': '你的芯片认证申请未通过',
  },
  certificationRejectedText: {
    'en-US': 'The chip certification of {name} was not approved: {comment}. You may request it again.',
    'zh-CN': '产品 {name} 的芯片认证未通过：{comment}。你可以重新申请。',
  },
  deviceCommandUnknown: {
    'en-US': 'The product’s data model declares no command {command}',
    'zh-CN': '产品的物模型中没有命令 {command}',
  },
  deviceValueUnknown: {
    'en-US': '{name} is not declared in the product’s data model',
    'zh-CN': '{name} 未在产品的物模型中声明',
  },
  deviceValueType: {
    'en-US': '{name} does not have the type the data model declares ({type})',
    'zh-CN': '{name} 的类型与物模型声明的（{type}）不符',
  },
  deviceValueMissing: { 'en-US': '{name} is required', 'zh-CN': '{name} 为必填' },
  deviceOffline: {
    'en-US': 'The device is offline: commands go only to online devices',
    'zh-CN': '设备离线，只能向在线设备发送命令',
  },
  deviceLicenceRevokedConsole: {
    'en-US': 'The device’s licence is revoked',
    'zh-CN': '该设备的许可已吊销',
  },
  deviceCommandNotFound: {
    'en-US': 'No such command was delivered to this device',
    'zh-CN': '该设备没有此命令',
  },
} as const;
