import type { SeedNews } from '../../types';

// Demo news, community life: the year in review, interest groups, the best of the Q&A.
// Every item is in both languages (en-US readers read English demo news).
export const communityNews: SeedNews[] = [
  {
    publishedAt: '2025-12-17T09:00:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-1.svg',
    i18n: {
      'zh-CN': {
        title: 'OCC 社区 2025 年度回顾',
        summary: '门户公测一年来，课程、云实验室与社区问答都迎来了快速增长。',
        body: `## 感谢同行

从年初开启公测到现在，OCC 门户陪伴了许多开发者迈出 RISC-V 的第一步。以下是这一年社区的一些数字（门户内部统计）：

| 指标 | 2025 年 |
| --- | --- |
| 收录的处理器核、芯片与开发板 | 20+ |
| 上线课程 | 6 门 |
| 云实验室累计预约 | 1.2 万小时 |
| 社区问答解决的问题 | 3,400+ |
| 线下活动 | 8 场 |

## 这一年的关键词

- **易用**：RuyiSDK 与镜像站让环境搭建从“半天”变成“几分钟”
- **向量**：RVV 1.0 芯片普及，向量优化成为社区讨论最多的话题
- **教学**：越来越多高校课程使用云实验室完成实验

## 2026 年展望

明年我们计划上线更多高性能开发板，推出操作系统实验课，并举办首届开源芯片黑客松。

感谢每一位提问者、回答者、贡献者和志愿者，我们 2026 年见！`,
      },
      'en-US': {
        title: 'OCC community: 2025 in review',
        summary: 'A year into the beta, courses, Cloud Lab and Q&A have all grown quickly.',
        body: `## Thank you

Since the public beta opened early this year, the OCC portal has helped many developers take their first steps with RISC-V. Some numbers from the year (portal statistics):

| Metric | 2025 |
| --- | --- |
| Cores, chips and boards catalogued | 20+ |
| Courses published | 6 |
| Cloud Lab hours booked | 12,000 |
| Questions solved in Q&A | 3,400+ |
| In-person events | 8 |

## Keywords of the year

- **Usability**: RuyiSDK and the mirror cut environment setup from half a day to minutes
- **Vectors**: RVV 1.0 chips spread, and vector optimisation became the most discussed topic
- **Teaching**: more and more university courses run their labs on Cloud Lab

## Looking at 2026

Next year we plan more high-performance boards in the lab, an operating-systems lab course and our first open-chip hackathon.

Thank you to everyone who asked, answered, contributed and volunteered. See you in 2026!`,
      },
    },
  },
  {
    publishedAt: '2026-02-11T02:00:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-3.svg',
    i18n: {
      'zh-CN': {
        title: 'OpenHarmony RISC-V 兴趣小组启动，招募贡献者',
        summary: '社区成立兴趣小组，推动 OpenHarmony 在 RISC-V 开发板上的适配与测试。',
        body: `## 小组目标

OpenHarmony 的轻量系统已能运行在多款 RISC-V 微控制器上，而在 64 位 RISC-V 开发板上运行标准系统仍需要大量适配工作。为此，OCC 社区发起 OpenHarmony RISC-V 兴趣小组，集中力量推进相关工作。

## 近期任务

- 梳理标准系统在 riscv64 上的构建流程，形成可复现的构建文档
- 选择一到两款开发板作为参考平台，完成内核、显示与网络适配
- 在云实验室中搭建自动化冒烟测试
- 整理适配过程中遇到的问题，反馈给上游社区

## 如何参与

1. 在社区问答中关注“openharmony”标签
2. 在小组仓库中领取带有“新手友好”标记的任务
3. 参加每两周一次的线上例会

无论你熟悉内核、图形栈还是测试开发，都欢迎加入。没有相关经验也没关系，小组会为新成员安排导师。`,
      },
      'en-US': {
        title: 'OpenHarmony RISC-V interest group starts and looks for contributors',
        summary: 'A new community group works on bringing up and testing OpenHarmony on RISC-V boards.',
        body: `## Goals

The OpenHarmony mini system already runs on several RISC-V microcontrollers, but the standard system on 64-bit RISC-V boards still needs a lot of porting work. The OCC community has started an OpenHarmony RISC-V interest group to push that work forward.

## Next tasks

- Document a reproducible build of the standard system for riscv64
- Pick one or two boards as reference platforms and bring up the kernel, display and network
- Set up automated smoke tests in the cloud lab
- Collect the problems met on the way and report them upstream

## How to join

1. Follow the "openharmony" tag in the community Q&A
2. Take a task marked "good first issue" in the group's repository
3. Join the online meeting every two weeks

Whether you know the kernel, the graphics stack or test development, you are welcome. No experience yet? The group gives every newcomer a mentor.`,
      },
    },
  },
  {
    publishedAt: '2026-08-12T03:00:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-3.svg',
    i18n: {
      'zh-CN': {
        title: '社区问答精选：新手最常问的五个 RISC-V 问题',
        summary: '我们整理了社区问答中浏览量最高的问题与高票回答，帮助新手少走弯路。',
        body: `## 一、入门该买哪块开发板？

取决于用途：想体验桌面与软件移植，可以选荔枝派 4A 或 VisionFive 2；想学嵌入式与边缘 AI，Milk-V Duo 系列成本最低；需要验证向量优化，可以选择支持 RVV 1.0 的开发板。

## 二、为什么我的程序在开发板上报“非法指令”？

最常见的原因是编译时的 \`-march\` 参数包含了芯片不支持的扩展，例如在只支持 RVV 0.7.1 的芯片上运行按 RVV 1.0 编译的程序。

## 三、没有硬件能学 RISC-V 吗？

可以。QEMU 可以模拟完整的 RISC-V 系统，云实验室也提供真实开发板的远程访问。

## 四、交叉编译还是原生编译？

小项目可以直接在开发板上原生编译；大型项目建议在 x86 主机上交叉编译，或使用多核 RISC-V 服务器。

## 五、遇到驱动问题该去哪里反馈？

先在社区问答搜索，再到对应开发板或发行版的上游仓库提交问题，并附上内核版本与启动日志。`,
      },
      'en-US': {
        title: 'Best of the community Q&A: five questions newcomers ask most about RISC-V',
        summary:
          'The most viewed questions of the community Q&A and their best answers, to save newcomers a few detours.',
        body: `## 1. Which board should I buy first?

It depends on what you want to do: for a desktop and porting software, the Lichee Pi 4A or the VisionFive 2; for embedded work and edge AI, the Milk-V Duo family costs least; to check vector optimisations, a board with RVV 1.0.

## 2. Why does my program stop with "illegal instruction" on the board?

Most often the \`-march\` option at compile time names an extension the chip does not have, for example a program built for RVV 1.0 running on a chip with RVV 0.7.1 only.

## 3. Can I learn RISC-V without hardware?

Yes. QEMU emulates a complete RISC-V system, and the cloud lab gives remote access to real boards.

## 4. Cross-compile or build natively?

Small projects can be built natively on the board; for large ones, cross-compile on an x86 host or use a many-core RISC-V server.

## 5. Where do I report a driver problem?

Search the community Q&A first, then open an issue in the upstream repository of the board or distribution, with the kernel version and the boot log.`,
      },
    },
  },
];
