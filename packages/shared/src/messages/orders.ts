// Small-batch orders and voice-model requests of the device console (issue 23), both locales.
export const orderMessages = {
  orderStepRefused: {
    'en-US':
      'This step is not possible now: the request is “{state}”, and “{event}” is not allowed from there',
    'zh-CN': '当前无法执行此操作：申请处于“{state}”状态，不能执行“{event}”',
  },
  orderWrongSide: {
    'en-US': 'Only the {side} may take the step “{event}”',
    'zh-CN': '只有{side}可以执行“{event}”',
  },
  orderProductUnknown: {
    'en-US': 'Catalogue product {id} does not exist or is not a published hardware product',
    'zh-CN': '目录产品 {id} 不存在或不是已发布的硬件产品',
  },
  orderQuoteNeeded: {
    'en-US': 'A quote needs the price and the lead time',
    'zh-CN': '报价需要填写价格和交期',
  },
  orderTrackingNeeded: {
    'en-US': 'Shipping needs the tracking number',
    'zh-CN': '发货需要填写快递单号',
  },
  orderReasonNeeded: {
    'en-US': 'Say why the request is rejected',
    'zh-CN': '请填写驳回原因',
  },
  voiceWordInvalid: {
    'en-US': 'A word is 2–8 Chinese characters or 1–4 English words of letters',
    'zh-CN': '词语须为 2–8 个汉字，或 1–4 个由字母组成的英文单词',
  },
  voiceWordRepeated: {
    'en-US': 'Each word may be listed once',
    'zh-CN': '每个词只能出现一次',
  },
  voiceWordUnknown: {
    'en-US': 'The recording’s word is not one of the request’s words',
    'zh-CN': '录音对应的词不在本申请的词表中',
  },
  voiceRecordingRefused: {
    'en-US':
      'The recording was refused: it must be {formats} audio with a sample rate of at least {rate} Hz and at most {seconds} s long',
    'zh-CN': '录音被拒绝：须为 {formats} 音频，采样率不低于 {rate} Hz，时长不超过 {seconds} 秒',
  },
  voiceRecordingTooLarge: {
    'en-US': 'A recording may be at most {max} MB',
    'zh-CN': '录音文件不能超过 {max} MB',
  },
  voiceRecordingsMissing: {
    'en-US': 'Every word needs at least {min} recordings before the request is accepted',
    'zh-CN': '每个词至少需要 {min} 条录音才能受理',
  },
  voiceRecordingsClosed: {
    'en-US': 'Recordings can be added only while the request is submitted',
    'zh-CN': '只有在申请已提交、尚未受理时才能上传录音',
  },
  voiceModelMissing: {
    'en-US': 'Attach the model file before delivering',
    'zh-CN': '请先上传模型文件再交付',
  },
  voiceModelTooLarge: {
    'en-US': 'A model file may be at most {max} MB',
    'zh-CN': '模型文件不能超过 {max} MB',
  },
  voiceModelNotReady: {
    'en-US': 'The model has not been delivered yet',
    'zh-CN': '模型尚未交付',
  },
  orderSideVendor: { 'en-US': 'vendor’s staff', 'zh-CN': '供应商工作人员' },
  orderSideCustomer: { 'en-US': 'ordering organisation', 'zh-CN': '下单企业' },
  smallBatchNotice: {
    'en-US': 'Small-batch order {no}: {step} by {actor}, now {state}',
    'zh-CN': '小批量订单 {no}：{actor} 执行了 {step}，当前状态 {state}',
  },
  voiceRequestNotice: {
    'en-US': 'Voice model request {no}: {step} by {actor}, now {state}',
    'zh-CN': '语音模型申请 {no}：{actor} 执行了 {step}，当前状态 {state}',
  },
} as const;
