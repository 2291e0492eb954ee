import type { SeedDocument } from './documents-types';

// Demo PDF documents (files made by scripts/make-demo-pdfs.py); the Chinese one needs pdf.js's
// CJK character maps to show and search its text.
export const pdfDocuments: SeedDocument[] = [
  {
    product: 'xuantie-c920',
    category: 'guide',
    series: 'c920-vector-manual',
    version: 'v1.0',
    daysAgo: 6,
    pdf: '/demo/docs/xuantie-c920-vector-manual.pdf',
    zh: {
      title: '玄铁 C920 向量扩展手册（PDF）',
      summary: 'RVV 1.0 编程模型与性能调优。',
      body: '本手册为 PDF 格式，可在线阅读、搜索或下载。',
    },
    en: {
      title: 'XuanTie C920 vector extension manual (PDF)',
      summary: 'The RVV 1.0 programming model and tuning.',
      body: 'This manual is a PDF: read, search or download it here.',
    },
  },
  {
    product: 'th1520',
    category: 'datasheet',
    series: 'th1520-hw-design',
    version: 'v1.0',
    daysAgo: 22,
    pdf: '/demo/docs/th1520-hardware-design-guide.pdf',
    zh: {
      title: 'TH1520 硬件设计指南（PDF）',
      summary: '电源、时钟与 DDR 布线。',
      body: '本指南为 PDF 格式。',
    },
    en: {
      title: 'TH1520 hardware design guide (PDF)',
      summary: 'Power, clocks and DDR layout.',
      body: 'This guide is a PDF.',
    },
  },
];
