// Document centre messages (issue 17; spec §1 documents with feedback), both locales.
export const documentMessages = {
  documentFeedbackReceived: {
    'en-US': 'Thank you for your feedback',
    'zh-CN': '感谢您的反馈',
  },
  documentFeedbackFixed: {
    'en-US': 'The problem you reported in the document "{title}" has been fixed',
    'zh-CN': '您在文档《{title}》中反馈的问题已修复',
  },
  documentPdfOnly: {
    'en-US': 'Only PDF files are accepted',
    'zh-CN': '只接受 PDF 文件',
  },
  documentPdfTooLarge: {
    'en-US': 'The PDF cannot be greater than {max} MB',
    'zh-CN': 'PDF 不能大于 {max} MB',
  },
} as const;
