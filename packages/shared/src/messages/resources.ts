// Resource downloads, enterprise uploads and my files (issue 17; spec §8 wording in en-US).
export const resourceMessages = {
  linkNotExist: {
    'en-US': 'The link address does not exist',
    'zh-CN': '链接地址不存在',
  },
  downloadLinkFailed: {
    'en-US': 'Failed to obtain the download link',
    'zh-CN': '获取下载链接失败',
  },
  fileNameInvalid: {
    'en-US': 'Upload failed: the file name must be 1 to {max} characters without special characters',
    'zh-CN': '上传失败：文件名须为 1 到 {max} 个字符且不含特殊字符',
  },
  resourceTooLarge: { 'en-US': 'The file cannot be greater than {max} MB', 'zh-CN': '文件不能大于 {max} MB' },
  fileLinkNotAllowed: {
    'en-US': 'The link address does not exist: links must point into the storage bucket',
    'zh-CN': '链接地址不存在：链接须指向存储桶中的文件',
  },
  resourceUpdated: { 'en-US': 'The resource has been saved', 'zh-CN': '资源已保存' },
  resourceUploaded: { 'en-US': 'The resource has been published', 'zh-CN': '资源已发布' },
  resourceSubmitted: {
    'en-US': 'The resource has been submitted and will be public once approved',
    'zh-CN': '资源已提交，审核通过后公开',
  },
  resourceNotPending: { 'en-US': 'This resource has already been reviewed', 'zh-CN': '该资源已审核' },
  resourceApprovedSubject: { 'en-US': 'Your resource was approved', 'zh-CN': '你的资源已通过审核' },
  resourceApprovedText: {
    'en-US': 'Your resource {name} was approved and is now public in the download directory.',
    'zh-CN': '你上传的资源 {name} 已审核通过，已在资源下载中公开。',
  },
  resourceRejectedSubject: { 'en-US': 'Your resource was not approved', 'zh-CN': '你的资源未通过审核' },
  resourceRejectedText: {
    'en-US': 'Your resource {name} was not approved: {comment}. You may edit it to submit it again.',
    'zh-CN': '你上传的资源 {name} 未通过审核：{comment}。你可以修改后重新提交。',
  },
} as const;
