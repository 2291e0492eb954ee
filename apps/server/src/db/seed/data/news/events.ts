import type { SeedNews } from '../../types';

// Demo news, events: workshops, salons, challenges, the hackathon and the conference.
// Every item is in both languages (en-US readers read English demo news).
export const eventNews: SeedNews[] = [
  {
    publishedAt: '2025-04-16T07:00:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-5.svg',
    i18n: {
      'zh-CN': {
        title: 'RVV 向量编程工作坊回顾：从 0.7.1 到 1.0',
        summary: '工作坊梳理了主流处理器核的向量扩展版本，以及迁移代码时的注意事项。',
        body: `## 活动回顾

本期线上工作坊聚焦 RISC-V 向量扩展（RVV）。由于早期芯片实现的是 0.7.1 草案，而新芯片普遍支持正式的 1.0 版本，很多开发者在迁移代码时遇到了兼容性问题。

## 常见处理器核的向量支持

| 处理器核 | 向量扩展 | 代表芯片 |
| --- | --- | --- |
| 玄铁 C906 | RVV 0.7.1（可选） | SG2002 |
| 玄铁 C920 | RVV 0.7.1 | SG2042 |
| 玄铁 C908 | RVV 1.0 | K230 |
| 进迭时空 X60 | RVV 1.0，VLEN 256 | K1 |
| SiFive U74 | 不支持 | JH7110 |

## 迁移建议

- 尽量使用 intrinsics 或编译器自动向量化，而非手写汇编
- 0.7.1 与 1.0 的二进制编码不兼容，需要分别编译
- 编写与向量长度无关（VLA）的代码，使同一份程序适配不同 VLEN

工作坊录像与示例代码已上传至学院，欢迎回看。`,
      },
      'en-US': {
        title: 'RVV workshop recap: from 0.7.1 to 1.0',
        summary: 'Which cores implement which vector extension, and what to watch when porting code.',
        body: `## Recap

This online workshop focused on the RISC-V Vector extension (RVV). Early chips implement the 0.7.1 draft, while newer chips support the ratified 1.0, and many developers hit compatibility issues when porting.

## Vector support in common cores

| Core | Vector extension | Example chip |
| --- | --- | --- |
| XuanTie C906 | RVV 0.7.1 (optional) | SG2002 |
| XuanTie C920 | RVV 0.7.1 | SG2042 |
| XuanTie C908 | RVV 1.0 | K230 |
| SpacemiT X60 | RVV 1.0, VLEN 256 | K1 |
| SiFive U74 | none | JH7110 |

## Porting advice

- Prefer intrinsics or compiler auto-vectorisation over hand-written assembly
- 0.7.1 and 1.0 encodings are incompatible, so build separate binaries
- Write vector-length-agnostic (VLA) code so one program adapts to any VLEN

The recording and sample code are available in the College.`,
      },
    },
  },
  {
    publishedAt: '2025-06-18T08:00:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-1.svg',
    i18n: {
      'zh-CN': {
        title: 'OCC 技术沙龙（上海站）回顾：RISC-V 软件生态的“最后一公里”',
        summary: '来自芯片、操作系统与应用领域的开发者分享了 RISC-V 软件适配的实践经验。',
        body: `## 活动概况

本期 OCC 技术沙龙在上海举行，主题为“RISC-V 软件生态的最后一公里”。近百位开发者到场交流，另有线上观众通过直播参与。

## 议题回顾

1. **发行版打包实践**：如何在多核 RISC-V 服务器上搭建软件包构建集群，并处理测试用例的架构相关失败
2. **编译器优化**：面向不同微架构调优指令调度，对常见基准测试的影响
3. **应用迁移案例**：把一套边缘视觉应用从 Arm 平台迁移到 RISC-V 开发板的经验
4. **圆桌讨论**：开源社区如何与芯片厂商更高效地协作上游驱动

## 现场亮点

- 展示区提供了多款开发板的现场体验
- 参会者在“问题墙”上留下了几十条建议，已整理进门户的需求池

## 下一站

下一期沙龙将移师深圳，主题暂定为“RISC-V 与边缘 AI”，敬请关注社区公告。`,
      },
      'en-US': {
        title: 'OCC tech salon (Shanghai) recap: the "last mile" of the RISC-V software ecosystem',
        summary:
          'Developers from chips, operating systems and applications shared how they bring software to RISC-V.',
        body: `## The event

This OCC tech salon took place in Shanghai under the theme "The last mile of the RISC-V software ecosystem". Nearly a hundred developers came, and more followed the live stream.

## Talks

1. **Packaging a distribution**: building a package build cluster on many-core RISC-V servers, and handling test failures that depend on the architecture
2. **Compiler optimisation**: tuning instruction scheduling for different micro-architectures, and what it does to common benchmarks
3. **Migrating an application**: moving an edge vision application from an Arm platform to a RISC-V development board
4. **Panel**: how open-source communities and chip vendors can work together on upstream drivers

## Highlights

- The demo area let visitors try several development boards
- Visitors left dozens of suggestions on the "question wall"; they are now in the portal's backlog

## Next stop

The next salon moves to Shenzhen, with "RISC-V and edge AI" as the planned theme. Watch the community announcements.`,
      },
    },
  },
  {
    publishedAt: '2025-07-09T04:00:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-2.svg',
    i18n: {
      'zh-CN': {
        title: '2025 RISC-V 软件移植挑战赛结果揭晓',
        summary: '本届挑战赛共收到上百份作品，十支队伍进入决赛，前三名结果公布。',
        body: `## 赛事回顾

2025 RISC-V 软件移植挑战赛面向高校学生与社区开发者，要求参赛者将开源软件移植到 RISC-V 平台，并完成功能验证与性能优化。比赛全程使用社区云实验室提供的开发板。

## 获奖名单

| 名次 | 队伍 | 作品 |
| --- | --- | --- |
| 一等奖 | 星火队 | 为图像处理库补全 RVV 1.0 优化路径 |
| 二等奖 | RV 拓荒者 | 将嵌入式数据库移植到 Milk-V Duo |
| 三等奖 | 晨曦实验室 | 修复科学计算库在 riscv64 上的测试失败 |

## 评审意见

评审组认为，今年的作品明显从“能编译运行”走向“跑得更快”，多支队伍提交了带有基准测试数据的优化补丁，其中部分补丁已被上游项目接受。

## 致谢

感谢各位评委与志愿者的付出。获奖队伍将受邀在年度开发者大会上分享经验，所有作品将在社区仓库中开源。`,
      },
      'en-US': {
        title: '2025 RISC-V Porting Challenge results announced',
        summary: 'Over a hundred entries, ten finalists — here are the top three.',
        body: `## Recap

The 2025 RISC-V Porting Challenge invited students and community developers to port open-source software to RISC-V, then verify and optimise it. All work was done on boards from the community Cloud Lab.

## Winners

| Place | Team | Project |
| --- | --- | --- |
| First | Spark | RVV 1.0 code paths for an image-processing library |
| Second | RV Pioneers | An embedded database ported to Milk-V Duo |
| Third | Dawn Lab | Fixing test failures of a scientific library on riscv64 |

## Judges' comments

The judges noted a clear shift this year from "it builds and runs" to "it runs fast". Several teams submitted optimisation patches backed by benchmark data, and some have already been accepted upstream.

## Thanks

Thank you to all judges and volunteers. The winners are invited to speak at the annual developer conference, and all entries will be published in the community repository.`,
      },
    },
  },
  {
    publishedAt: '2026-05-13T02:00:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-6.svg',
    i18n: {
      'zh-CN': {
        title: '首届 OCC 开源芯片黑客松开放报名',
        summary: '48 小时围绕 RISC-V 软硬件协同创作，学生与职业开发者均可组队参加。',
        body: `## 赛事介绍

首届 OCC 开源芯片黑客松以“软硬协同”为主题，参赛队伍需在 48 小时内，基于 RISC-V 开发板或开源处理器核完成一个可演示的作品。

## 赛道设置

1. **边缘智能**：在低功耗开发板上部署 AI 应用
2. **系统软件**：内核、驱动、编译器与运行时的改进
3. **开源硬件**：基于开源处理器核的 FPGA 设计与验证

## 参赛须知

- 每队 2 至 5 人，可跨校、跨公司组队
- 比赛期间可免费使用云实验室全部设备
- 作品需以开源许可证发布，并附带演示视频与说明文档

## 奖励

各赛道设一、二、三等奖，优秀作品将获得开发板礼包，并受邀在年度开发者大会上展示。

报名通道现已开放，详情请见门户活动页面。`,
      },
      'en-US': {
        title: 'Registration opens for the first OCC Open Chip Hackathon',
        summary: '48 hours of RISC-V hardware/software co-design, open to students and professionals.',
        body: `## About the event

The first OCC Open Chip Hackathon is themed "hardware and software together". Teams have 48 hours to build a demonstrable project on a RISC-V board or an open-source processor core.

## Tracks

1. **Edge intelligence**: deploy AI applications on low-power boards
2. **System software**: improve kernels, drivers, compilers and runtimes
3. **Open hardware**: FPGA designs and verification based on open cores

## Rules

- Teams of 2 to 5; mixing schools and companies is welcome
- All Cloud Lab devices are free to use during the event
- Projects must be released under an open-source licence with a demo video and documentation

## Prizes

Each track awards first, second and third prizes. Outstanding teams receive board bundles and are invited to present at the annual developer conference.

Registration is open now; see the events page for details.`,
      },
    },
  },
  {
    publishedAt: '2026-09-09T06:00:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-4.svg',
    i18n: {
      'zh-CN': {
        title: '首届开源芯片黑客松落幕，三大赛道冠军出炉',
        summary: '黑客松共有数十支队伍完成作品，三个赛道的冠军作品均已开源。',
        body: `## 赛事总结

经过 48 小时的紧张创作，首届 OCC 开源芯片黑客松圆满落幕。参赛队伍覆盖高校、企业与独立开发者，提交的作品从边缘 AI 应用到 FPGA 处理器设计，种类丰富。

## 各赛道冠军

| 赛道 | 队伍 | 作品亮点 |
| --- | --- | --- |
| 边缘智能 | 微光 | 在 Milk-V Duo 上实现离线手势识别，功耗极低 |
| 系统软件 | 寄存器不够用 | 为开源图像库补全向量化路径，关键函数显著提速 |
| 开源硬件 | 流水线工坊 | 为开源处理器核增加分支预测器并完成 FPGA 验证 |

## 评委点评

评委们认为，本届作品普遍重视可复现性：多数队伍提供了完整的构建脚本与测试数据，便于他人在云实验室中复现结果。

## 接下来

冠军队伍将在年度开发者大会上进行演示。所有作品已在社区仓库开源，欢迎大家试用、提出问题并参与改进。`,
      },
      'en-US': {
        title: 'First Open Chip Hackathon wraps up with three track winners',
        summary:
          'Dozens of teams finished projects; the winning entries in all three tracks are open source.',
        body: `## Summary

After 48 intense hours, the first OCC Open Chip Hackathon has ended. Teams came from universities, companies and the independent developer community, with projects ranging from edge-AI apps to FPGA processor designs.

## Track winners

| Track | Team | Highlight |
| --- | --- | --- |
| Edge intelligence | Glimmer | Offline gesture recognition on Milk-V Duo at very low power |
| System software | Out of Registers | Vector paths for an open image library, with big speed-ups |
| Open hardware | Pipeline Works | A branch predictor added to an open core, verified on FPGA |

## From the judges

The judges praised the focus on reproducibility: most teams supplied full build scripts and test data, so others can reproduce results in the Cloud Lab.

## What's next

The winners will present at the annual developer conference. All entries are open source in the community repository — try them, file issues and help improve them.`,
      },
    },
  },
  {
    publishedAt: '2026-11-12T01:00:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-6.svg',
    i18n: {
      'zh-CN': {
        title: 'OCC 开发者大会 2026 议程公布，开放报名',
        summary: '年度开发者大会将于 12 月以线上线下结合的方式举行，议程与报名通道同步上线。',
        body: `## 大会简介

OCC 开发者大会是社区一年一度的技术盛会。今年大会将以线上直播与线下会场结合的方式举行，围绕 RISC-V 软硬件生态的最新进展展开交流。

## 主要议程

- **主论坛**：社区年度进展、生态合作伙伴发言
- **硬件分论坛**：高性能处理器核、开源硬件与 FPGA 实践
- **软件分论坛**：操作系统适配、编译器优化与向量编程
- **教育分论坛**：高校课程建设与云实验室教学案例
- **黑客松展示**：首届开源芯片黑客松获奖作品演示

## 参会方式

1. 在门户活动页面完成报名，线下名额有限，先到先得
2. 线上观众无需报名，可直接在门户观看直播
3. 所有演讲的视频与讲稿将在会后上传至学院

## 征集志愿者

大会正在招募现场与线上志愿者，负责签到、直播互动与字幕校对。感兴趣的朋友请在报名时勾选“志愿者”选项。

期待与你在大会相见！`,
      },
      'en-US': {
        title: 'OCC Developer Conference 2026: agenda published, registration open',
        summary:
          'The annual conference takes place in December, online and in person; agenda and sign-up are live.',
        body: `## About the conference

The OCC Developer Conference is the community's annual technical gathering. This year it combines a live stream with an in-person venue and covers the latest progress across the RISC-V hardware and software ecosystem.

## Agenda

- **Main forum**: the community's year and talks from ecosystem partners
- **Hardware track**: high-performance cores, open hardware and FPGA practice
- **Software track**: OS enablement, compiler optimisation and vector programming
- **Education track**: university courses and teaching with the Cloud Lab
- **Hackathon showcase**: demos from the first Open Chip Hackathon winners

## How to attend

1. Register on the portal's events page; in-person seats are limited
2. Online viewers need no registration and can watch the stream on the portal
3. Videos and slides of all talks will be posted to the College afterwards

## Volunteers wanted

We are looking for on-site and online volunteers for check-in, live-stream moderation and subtitle proofreading. Tick "volunteer" when you register.

See you at the conference!`,
      },
    },
  },
];
