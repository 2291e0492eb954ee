import type { SeedSlide } from '../types';

// Home-page carousel. Titles are overlaid on the (text-free) slide images.
export const slides: SeedSlide[] = [
  {
    imageUrl: '/demo/slide-1.svg',
    linkUrl: '/hardware/lichee-pi-4a',
    sortOrder: 10,
    i18n: {
      'zh-CN': {
        title: '荔枝派 4A：RISC-V 桌面触手可及',
        subtitle: '四核 TH1520、最高 16 GB 内存，在开发板上流畅运行图形桌面',
      },
      'en-US': {
        title: 'Lichee Pi 4A: a RISC-V desktop within reach',
        subtitle: 'Quad-core TH1520 and up to 16 GB of RAM for a smooth graphical desktop',
      },
    },
  },
  {
    imageUrl: '/demo/slide-2.svg',
    linkUrl: '/college/index',
    sortOrder: 20,
    i18n: {
      'zh-CN': {
        title: 'OCC 学院：从指令集到操作系统',
        subtitle: '免费课程配套在线实验，随时随地系统学习 RISC-V',
      },
      'en-US': {
        title: 'OCC College: from ISA to operating system',
        subtitle: 'Free courses with online labs — learn RISC-V anywhere, at your own pace',
      },
    },
  },
  {
    imageUrl: '/demo/slide-3.svg',
    linkUrl: '/community/qa',
    sortOrder: 30,
    i18n: {
      'zh-CN': {
        title: '有问题？社区帮你解答',
        subtitle: '在社区问答中提问、分享经验，与全国的 RISC-V 开发者交流',
      },
      'en-US': {
        title: 'Got a question? Ask the community',
        subtitle: 'Ask, answer and share what you learn with RISC-V developers everywhere',
      },
    },
  },
  {
    imageUrl: '/demo/slide-4.svg',
    linkUrl: '/news',
    sortOrder: 40,
    i18n: {
      'zh-CN': {
        title: '生态动态',
        subtitle: '开发板发布、系统适配、社区活动与赛事，RISC-V 生态新闻一站掌握',
      },
      'en-US': {
        title: 'Ecosystem news',
        subtitle: 'Board launches, OS support, events and competitions — all in one place',
      },
    },
  },
];
