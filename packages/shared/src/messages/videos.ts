// Video messages (issue 5; spec §8 wording where it has one), both complete locales.
export const videoMessages = {
  videoFileRequired: { 'en-US': 'Please upload a video file', 'zh-CN': '请上传视频文件' },
  videoFileNameTooLong: {
    'en-US': 'Upload failed: the file name must be at most {max} characters',
    'zh-CN': '上传失败：文件名最多 {max} 个字符',
  },
  videoTooLarge: { 'en-US': 'The file cannot be greater than {max}', 'zh-CN': '文件不能大于 {max}' },
  uploadBusy: { 'en-US': 'The last file is being uploaded', 'zh-CN': '上一个文件正在上传' },
  uploadOffsetMismatch: {
    'en-US': 'The upload continues at byte {offset}',
    'zh-CN': '上传应从第 {offset} 字节继续',
  },
  uploadChunkPastEnd: {
    'en-US': 'The data goes past the end of the announced file size',
    'zh-CN': '上传的数据超出了声明的文件大小',
  },
  uploadIncomplete: { 'en-US': 'The file has not finished uploading', 'zh-CN': '文件尚未上传完成' },
  videoNameRequired: { 'en-US': 'Please enter the video name', 'zh-CN': '请输入视频名称' },
  videoNameTooLong: {
    'en-US': 'The video name must be at most {max} characters',
    'zh-CN': '视频名称最多 {max} 个字符',
  },
  videoIntroductionTooLong: {
    'en-US': 'The introduction must be at most {max} characters',
    'zh-CN': '简介最多 {max} 个字符',
  },
  videoNotReady: {
    'en-US': 'The video is still being processed; submit it when processing has finished',
    'zh-CN': '视频仍在处理中，处理完成后再提交',
  },
  videoStateRefused: {
    'en-US': 'The video cannot do this in its current state',
    'zh-CN': '视频当前状态不允许此操作',
  },
  videoNotEditable: {
    'en-US': 'Withdraw the video before editing it',
    'zh-CN': '请先撤回视频再编辑',
  },
  // processing failures (stored as keys, shown to the author)
  videoTranscodeFailed: {
    'en-US': 'The video could not be converted; please upload it again',
    'zh-CN': '视频转码失败，请重新上传',
  },
  videoProcessingTimedOut: {
    'en-US': 'Processing took too long and was stopped; please upload the video again',
    'zh-CN': '视频处理超时，请重新上传',
  },
  videoSourceMissing: {
    'en-US': 'The uploaded file is no longer available; please upload it again',
    'zh-CN': '上传的文件已不存在，请重新上传',
  },
} as const;
