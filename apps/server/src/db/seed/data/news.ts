import type { SeedNews } from '../types';

// Demo news for the portal. Items are community/portal news; events and
// numbers that concern the OCC portal itself are illustrative demo content.
// Every item is in both languages (en-US readers read English demo news).
// One item (security hardening) deliberately contains a <script> tag in its
// body to check that the markdown sanitiser strips it.
export const news: SeedNews[] = [
  {
    publishedAt: '2025-01-08T02:00:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-1.svg',
    i18n: {
      'zh-CN': {
        title: 'OCC 开发者社区门户开启公测',
        summary: '开源芯片社区门户正式开放公测，汇集 RISC-V 硬件、软件、课程与问答。',
        body: `## 一个入口，连接 RISC-V 生态

OCC（开源芯片社区）开发者门户今天开启公测。门户希望为 RISC-V 开发者提供一个集中的起点：从选择处理器核与开发板，到安装操作系统、搭建工具链，再到系统学习与交流提问。

### 公测阶段开放的栏目

- **硬件**：处理器核、SoC 与开发板目录，可以沿着“核 → 芯片 → 开发板”的关系浏览
- **软件**：操作系统与 SDK 介绍、镜像下载指引
- **学院**：面向学生和工程师的入门课程
- **社区问答**：提问、回答并沉淀常见问题

### 我们需要你的反馈

公测期间，页面结构和内容仍会频繁调整。欢迎在社区问答的“站务”分类中提交建议或报告问题，我们会在每月的更新说明中集中回复。

感谢每一位参与共建的开发者，期待与大家一起让 RISC-V 更易用。`,
      },
      'en-US': {
        title: 'OCC developer portal opens public beta',
        summary:
          'The Open Chip Community portal opens its beta, bringing RISC-V hardware, software, courses and Q&A together.',
        body: `## One entry point to the RISC-V ecosystem

The OCC (Open Chip Community) developer portal opens its public beta today. Our goal is a single starting point for RISC-V developers: choosing a core and a board, installing an operating system, setting up a toolchain, then learning and asking questions.

### Sections available in the beta

- **Hardware**: a catalogue of CPU cores, SoCs and boards, browsable along the "core → chip → board" chain
- **Software**: operating systems, SDKs and image download guides
- **College**: introductory courses for students and engineers
- **Community Q&A**: ask, answer and build up a body of common questions

### Tell us what you think

During the beta, page layout and content will change often. Please post suggestions or bug reports in the "Site feedback" category of Community Q&A; we will reply in the monthly update notes.

Thank you to every developer helping to build the portal. Let's make RISC-V easier to use together.`,
      },
    },
  },
  {
    publishedAt: '2025-02-12T06:30:00.000Z',
    source: 'RuyiSDK',
    coverUrl: '/demo/news-2.svg',
    i18n: {
      'zh-CN': {
        title: '用 RuyiSDK 五分钟搭建 RISC-V 交叉编译环境',
        summary: '通过 ruyi 包管理器安装工具链并创建虚拟环境，快速开始 RISC-V 开发。',
        body: `## 为什么选择 RuyiSDK

RuyiSDK 的包管理器 \`ruyi\` 把工具链、模拟器和开发板镜像统一成“软件包”，开发者不用再到处寻找下载链接，也不必手动处理环境变量。

## 快速上手

以下命令在 x86_64 Linux 主机上验证通过：

\`\`\`bash
# 安装 ruyi（也可以下载单文件二进制版本）
pip install ruyi

# 同步软件源并查看可用软件包
ruyi update
ruyi list

# 安装 GNU 工具链并创建虚拟环境
ruyi install gnu-plct
ruyi venv -t gnu-plct generic ./rv-venv

# 激活环境后即可交叉编译
. ./rv-venv/bin/ruyi-activate
riscv64-plct-linux-gnu-gcc -O2 hello.c -o hello
\`\`\`

## 给开发板装系统

运行 \`ruyi device provision\`，按照向导选择开发板型号与操作系统，工具会自动下载镜像并提示烧录步骤。

## 小贴士

- 每个项目使用独立的虚拟环境，避免不同目标板的编译参数互相干扰
- 使用 \`ruyi news list\` 查看软件源发布的更新说明`,
      },
      'en-US': {
        title: 'A RISC-V cross-compile environment in five minutes with RuyiSDK',
        summary: 'Install a toolchain and create a virtual environment with the ruyi package manager.',
        body: `## Why RuyiSDK

RuyiSDK's package manager \`ruyi\` treats toolchains, emulators and board images as packages, so you no longer hunt for download links or hand-edit environment variables.

## Getting started

The commands below were tested on an x86_64 Linux host:

\`\`\`bash
# Install ruyi (a one-file binary is also available)
pip install ruyi

# Sync the repository and list packages
ruyi update
ruyi list

# Install the GNU toolchain and create a virtual environment
ruyi install gnu-plct
ruyi venv -t gnu-plct generic ./rv-venv

# Activate it and cross-compile
. ./rv-venv/bin/ruyi-activate
riscv64-plct-linux-gnu-gcc -O2 hello.c -o hello
\`\`\`

## Installing an OS on a board

Run \`ruyi device provision\`, pick your board and operating system, and the wizard downloads the image and walks you through flashing it.

## Tips

- Use one virtual environment per project so that build flags for different boards never clash
- Run \`ruyi news list\` to read update notes published by the repository`,
      },
    },
  },
  {
    publishedAt: '2025-03-05T03:00:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-3.svg',
    i18n: {
      'zh-CN': {
        title: '图文教程：为荔枝派 4A 刷写 openEuler RISC-V 镜像',
        summary: '使用 fastboot 通过 USB 将 openEuler 镜像写入荔枝派 4A 的 eMMC。',
        body: `## 准备工作

- 荔枝派 4A 一块，以及 USB Type-C 数据线
- 一台 Linux 主机，已安装 \`fastboot\` 工具
- 从 openEuler 官网下载的荔枝派 4A 镜像（包含 u-boot、boot 与 root 分区文件）

## 进入烧录模式

按住板上的 **BOOT** 键，再用 Type-C 线连接电脑，松开按键后执行 \`lsusb\`，能看到新的 USB 设备即表示进入烧录模式。

## 刷写命令

\`\`\`bash
# 先把 u-boot 加载到内存并重启进入 fastboot
sudo fastboot flash ram ./u-boot-with-spl.bin
sudo fastboot reboot
sleep 1

# 依次写入引导程序、boot 分区与根文件系统
sudo fastboot flash uboot ./u-boot-with-spl.bin
sudo fastboot flash boot ./boot.ext4
sudo fastboot flash root ./root.ext4
\`\`\`

镜像文件名以实际下载的版本为准。写入 root 分区耗时较长，请耐心等待。

## 首次启动

断开数据线，接上电源、显示器和网线即可启动。首次登录后建议立即修改默认密码，并运行 \`dnf update\` 更新系统。

遇到问题？欢迎到社区问答的“荔枝派 4A”标签下提问。`,
      },
      'en-US': {
        title: 'Tutorial: flashing openEuler RISC-V onto the Lichee Pi 4A',
        summary: 'Write the openEuler image to the Lichee Pi 4A eMMC over USB with fastboot.',
        body: `## What you need

- A Lichee Pi 4A and a USB Type-C data cable
- A Linux host with the \`fastboot\` tool installed
- The Lichee Pi 4A image from the openEuler website (u-boot, boot and root partition files)

## Enter flashing mode

Hold the **BOOT** button, connect the board to your computer, then release it. If \`lsusb\` shows a new USB device, the board is ready.

## Flash the image

\`\`\`bash
# Load u-boot into RAM and reboot into fastboot
sudo fastboot flash ram ./u-boot-with-spl.bin
sudo fastboot reboot
sleep 1

# Write the bootloader, the boot partition and the root filesystem
sudo fastboot flash uboot ./u-boot-with-spl.bin
sudo fastboot flash boot ./boot.ext4
sudo fastboot flash root ./root.ext4
\`\`\`

File names depend on the release you downloaded. Writing the root partition takes a while, so be patient.

## First boot

Unplug the cable, connect power, a display and Ethernet, and boot. Change the default password right after your first login and run \`dnf update\`.

Stuck? Ask under the "lichee-pi-4a" tag in Community Q&A.`,
      },
    },
  },
  {
    publishedAt: '2025-03-26T01:00:00.000Z',
    source: 'OCC College',
    coverUrl: '/demo/news-4.svg',
    i18n: {
      'zh-CN': {
        title: 'OCC 学院上线《RISC-V 体系结构入门》课程',
        summary: '面向本科生与转型工程师的免费课程，配套在线实验与结业测验。',
        body: `## 课程简介

《RISC-V 体系结构入门》是 OCC 学院推出的第一门系统课程，从指令集设计理念讲起，帮助学习者建立对处理器、特权级和内存模型的整体认识。

## 课程大纲

1. RISC-V 的模块化指令集：基础整数指令与标准扩展
2. 汇编编程：寄存器约定、函数调用与栈
3. 特权架构：M / S / U 模式、异常与中断
4. 虚拟内存：Sv39 页表与地址转换
5. 从开机到 Linux：OpenSBI、U-Boot 与内核启动流程

## 学习方式

- 每章包含视频讲解、阅读材料和课后练习
- 实验可在 QEMU 中完成，也可以使用实验室提供的真实开发板
- 完成全部实验并通过结业测验，可获得学院颁发的电子证书

课程完全免费，已开放报名。欢迎在课程讨论区交流学习心得。`,
      },
      'en-US': {
        title: 'OCC College launches "Introduction to RISC-V Architecture"',
        summary: 'A free course for undergraduates and engineers, with online labs and a final quiz.',
        body: `## About the course

"Introduction to RISC-V Architecture" is the first full course from OCC College. It starts from the design philosophy of the ISA and builds a complete picture of the processor, privilege levels and the memory model.

## Syllabus

1. A modular ISA: the base integer set and standard extensions
2. Assembly programming: register conventions, calls and the stack
3. The privileged architecture: M / S / U modes, exceptions and interrupts
4. Virtual memory: Sv39 page tables and address translation
5. From power-on to Linux: OpenSBI, U-Boot and kernel boot

## How you learn

- Every chapter has video lectures, reading material and exercises
- Labs run in QEMU or on real boards provided by the lab service
- Finish all labs and pass the final quiz to receive an electronic certificate

The course is free and enrolment is open. Share your notes in the course discussion area.`,
      },
    },
  },
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
    publishedAt: '2025-05-14T02:30:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-6.svg',
    i18n: {
      'zh-CN': {
        title: '社区验证：VisionFive 2 上的主流发行版运行状况',
        summary: '社区志愿者在 VisionFive 2 上测试了多个发行版，并整理了安装要点。',
        body: `## 测试背景

VisionFive 2 是目前上游支持最好的 RISC-V 单板计算机之一。为了帮助新用户选择系统，社区志愿者在同一块 8 GB 版本开发板上依次安装并测试了多个发行版。

## 测试内容

- 启动与安装流程是否顺畅
- 以太网、USB、HDMI 与 NVMe 等外设是否可用
- 软件源是否完整，能否直接安装常用开发工具
- 图形桌面的基本可用性

## 主要结论

- Debian、Ubuntu 与 Fedora 均能稳定启动并正常联网
- 使用 NVMe 固态硬盘作为根文件系统，可以明显改善软件包安装与编译速度
- 图形桌面可用，但浏览大型网页时仍能感受到性能瓶颈，更适合作为开发与服务器用途

## 下一步

完整的测试记录已整理到硬件页面的“社区验证”栏目。欢迎大家提交自己的测试结果，帮助我们补全更多开发板与系统组合。`,
      },
      'en-US': {
        title: 'Community check: mainstream distributions on VisionFive 2',
        summary: 'Volunteers tested several distributions on VisionFive 2 and wrote up the key steps.',
        body: `## Background

VisionFive 2 is one of the best-supported RISC-V single-board computers upstream. To help newcomers pick a system, community volunteers installed and tested several distributions on the same 8 GB board.

## What we tested

- Whether boot and installation go smoothly
- Ethernet, USB, HDMI and NVMe support
- Whether the package archive is complete enough to install common developer tools
- Basic usability of a graphical desktop

## Findings

- Debian, Ubuntu and Fedora all boot reliably and get online
- Putting the root filesystem on an NVMe SSD clearly speeds up package installs and builds
- The desktop works, but heavy web pages show the limits; the board shines as a development machine or small server

## Next steps

The full test notes are in the "Community verified" section of the hardware page. Please submit your own results so we can cover more board and OS combinations.`,
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
    publishedAt: '2025-08-06T03:30:00.000Z',
    source: 'OCC College',
    coverUrl: '/demo/news-3.svg',
    i18n: {
      'zh-CN': {
        title: '《边缘 AI 入门：从 Milk-V Duo 开始》系列教程上线',
        summary: '用一块邮票大小的开发板，完成从点灯到目标检测的完整实验。',
        body: `## 为什么是 Milk-V Duo

Milk-V Duo 系列体积小、价格低，主控芯片集成了 TPU，非常适合作为边缘 AI 的入门平台。新上线的系列教程将带你一步步完成从外设控制到模型部署的全过程。

## 教程目录

1. 开箱与系统烧录：准备 microSD 卡并通过串口登录
2. GPIO 与点灯：用 C 语言和 Python 控制外设
3. 大小核协同：在小核上运行 FreeRTOS，与 Linux 通信
4. 摄像头采集：接入摄像头模块并推流
5. 模型部署：将目标检测模型量化为 INT8 并在 TPU 上运行

## 学习建议

- 建议先完成《RISC-V 体系结构入门》的前两章
- 每节教程末尾都附有常见问题与排错指南
- 没有硬件的同学可以预约云实验室中的 Duo 开发板

教程持续更新中，欢迎在评论区提出你希望看到的新主题。`,
      },
      'en-US': {
        title: 'New tutorial series: "Edge AI basics, starting with the Milk-V Duo"',
        summary: 'A stamp-sized board takes you from blinking an LED to object detection.',
        body: `## Why the Milk-V Duo

The Milk-V Duo family is small and cheap, and its SoC has a TPU built in, which makes it a good first platform for edge AI. The new tutorial series takes you step by step from driving peripherals to deploying a model.

## Contents

1. Unboxing and flashing: prepare a microSD card and log in over the serial port
2. GPIO and an LED: drive peripherals from C and Python
3. Big and little cores: run FreeRTOS on the little core and talk to Linux
4. Camera capture: connect a camera module and stream from it
5. Model deployment: quantise an object-detection model to INT8 and run it on the TPU

## Tips

- Finish the first two chapters of "Introduction to RISC-V Architecture" first
- Every tutorial ends with common questions and a troubleshooting guide
- No hardware? Reserve a Duo board in the cloud lab

The series keeps growing; tell us in the comments which topics you would like next.`,
      },
    },
  },
  {
    publishedAt: '2025-09-03T06:00:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-4.svg',
    i18n: {
      'zh-CN': {
        title: '估算向量处理器的理论峰值：一个简单公式',
        summary: '如何根据核数、频率与向量数据通路宽度估算 RISC-V 处理器的理论浮点峰值。',
        body: `## 从一个问题说起

社区问答里经常有人问：“这颗芯片的浮点性能大概是多少？”在没有实测数据时，可以用一个简单的模型做数量级估算。

## 峰值公式

设处理器有 $N$ 个核心、主频为 $f$，向量单元每周期处理的数据宽度为 DLEN 位，元素宽度为 SEW 位，并且每个元素每周期可完成一次乘加（FMA，计为 2 次浮点运算），则：

$$
P_{\\text{peak}} = N \\times f \\times \\frac{\\text{DLEN}}{\\text{SEW}} \\times 2
$$

## 代入一个例子

假设一颗 4 核、2 GHz、DLEN 为 128 位的处理器运行单精度（SEW = 32）计算：

- 每周期每核完成 $128 / 32 = 4$ 个乘加
- 峰值约为 $4 \\times 2 \\times 4 \\times 2 = 64$ GFLOPS

## 别忘了内存带宽

实际程序往往受限于访存。按照 Roofline 模型，可达性能为 $P = \\min(P_{\\text{peak}}, I \\times B)$，其中 $I$ 是算术强度，$B$ 是内存带宽。若 $B$ 为 10 GB/s，则算术强度至少要达到 6.4 FLOP/Byte 才能接近峰值。

注意：VLEN 决定寄存器长度，但实际吞吐取决于数据通路宽度和向量单元数量，请以厂商文档为准。`,
      },
      'en-US': {
        title: 'Estimating the peak of a vector processor: a simple formula',
        summary: 'Estimate theoretical floating-point peak from core count, clock and vector datapath width.',
        body: `## A common question

People often ask in Community Q&A: "roughly how fast is this chip at floating point?" Without measurements, a simple model gives you the order of magnitude.

## The peak formula

Take a processor with $N$ cores at clock $f$, whose vector unit processes DLEN bits per cycle on elements of SEW bits, completing one fused multiply-add (FMA, counted as 2 operations) per element per cycle:

$$
P_{\\text{peak}} = N \\times f \\times \\frac{\\text{DLEN}}{\\text{SEW}} \\times 2
$$

## A worked example

Assume 4 cores at 2 GHz with a 128-bit DLEN, running single precision (SEW = 32):

- Each core does $128 / 32 = 4$ FMAs per cycle
- The peak is about $4 \\times 2 \\times 4 \\times 2 = 64$ GFLOPS

## Mind the memory bandwidth

Real programs are often memory bound. In the roofline model the attainable performance is $P = \\min(P_{\\text{peak}}, I \\times B)$, where $I$ is arithmetic intensity and $B$ is memory bandwidth. With $B$ = 10 GB/s you need at least 6.4 FLOP/byte to approach the peak.

Note that VLEN sets the register length, but throughput depends on datapath width and the number of vector units — check the vendor documentation.`,
      },
    },
  },
  {
    publishedAt: '2025-10-15T02:00:00.000Z',
    source: 'OCC Cloud Lab',
    coverUrl: '/demo/news-5.svg',
    i18n: {
      'zh-CN': {
        title: '云实验室上线：在浏览器里使用真实的 RISC-V 开发板',
        summary: '无需购买硬件，登录门户即可预约远程开发板，通过网页终端完成实验。',
        body: `## 让每个人都能摸到 RISC-V 硬件

对很多学生和初学者来说，第一道门槛是“手上没有板子”。OCC 云实验室把一批真实的 RISC-V 开发板接入机房，开发者只需登录门户，就能在浏览器中使用它们。

## 功能一览

- **在线预约**：按小时预约开发板，到点自动分配
- **网页终端**：无需安装客户端，直接获得串口与 SSH 终端
- **一键重置**：每次预约开始前，系统会自动恢复干净的系统镜像
- **文件传输**：支持上传源码与下载编译产物

## 首批上线的硬件

首批接入的有荔枝派 4A、VisionFive 2 与 Milk-V Duo 等开发板，后续将根据预约情况逐步扩充。

## 使用须知

每位用户每天可预约的时长有限，请在结束前保存好数据。禁止在实验室设备上运行与学习开发无关的任务。

立即前往“社区”页面体验吧！`,
      },
      'en-US': {
        title: 'Cloud Lab is live: real RISC-V boards in your browser',
        summary: 'No hardware needed: book a remote board on the portal and work in a web terminal.',
        body: `## RISC-V hardware for everyone

For many students and beginners the first hurdle is simply not having a board. OCC Cloud Lab connects real RISC-V boards in our machine room so developers can use them from a browser after signing in.

## Features

- **Booking**: reserve a board by the hour; it is assigned automatically when your slot starts
- **Web terminal**: serial console and SSH in the browser, no client to install
- **One-click reset**: a clean system image is restored before every booking
- **File transfer**: upload sources and download build artefacts

## First boards

The first batch includes the Lichee Pi 4A, VisionFive 2 and Milk-V Duo, and we will add more based on demand.

## Fair use

Daily booking time per user is limited, so save your work before your slot ends. Please use lab devices only for learning and development.

Head to the Community page and give it a try!`,
      },
    },
  },
  {
    publishedAt: '2025-11-12T05:00:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-6.svg',
    i18n: {
      'zh-CN': {
        title: '社区镜像站新增玄铁 GCC 与 LLVM 工具链下载',
        summary: '国内镜像加速常用 RISC-V 工具链下载，附安装与验证步骤。',
        body: `## 更新内容

为了改善国内开发者下载工具链慢的问题，社区镜像站新增了玄铁 GCC 工具链与 LLVM 预编译包的同步，每日自动更新。

## 安装示例

下载对应主机架构的压缩包后，解压并加入 \`PATH\` 即可使用（文件名以实际版本为准）：

\`\`\`bash
mkdir -p $HOME/opt
tar -xzf xuantie-gcc-linux-x86_64.tar.gz -C $HOME/opt
export PATH=$HOME/opt/xuantie-gcc/bin:$PATH

# 交叉编译并用 QEMU 用户态模式运行
riscv64-unknown-linux-gnu-gcc -march=rv64gc -O2 hello.c -o hello
qemu-riscv64 -L $HOME/opt/xuantie-gcc/sysroot ./hello
\`\`\`

使用 LLVM 时，可以通过 \`--target\` 与 \`-march\` 指定目标：

\`\`\`bash
clang --target=riscv64-linux-gnu -march=rv64gcv -O2 -c vec_add.c
\`\`\`

## 如何选择

- 需要玄铁自定义扩展或早期向量扩展时，使用玄铁 GCC
- 面向 RVV 1.0 等标准扩展、希望与上游保持一致时，推荐上游 GCC 或 LLVM

镜像站地址与校验值请在“软件 → SDK”页面查看。`,
      },
      'en-US': {
        title: 'Community mirror adds XuanTie GCC and LLVM toolchains',
        summary: 'Faster downloads of common RISC-V toolchains, with install and check steps.',
        body: `## What's new

To speed up toolchain downloads, the community mirror now syncs the XuanTie GCC toolchain and prebuilt LLVM packages, updated daily.

## Installing

Download the archive for your host, extract it and add it to \`PATH\` (file names depend on the version):

\`\`\`bash
mkdir -p $HOME/opt
tar -xzf xuantie-gcc-linux-x86_64.tar.gz -C $HOME/opt
export PATH=$HOME/opt/xuantie-gcc/bin:$PATH

# Cross-compile and run with QEMU user mode
riscv64-unknown-linux-gnu-gcc -march=rv64gc -O2 hello.c -o hello
qemu-riscv64 -L $HOME/opt/xuantie-gcc/sysroot ./hello
\`\`\`

With LLVM, select the target with \`--target\` and \`-march\`:

\`\`\`bash
clang --target=riscv64-linux-gnu -march=rv64gcv -O2 -c vec_add.c
\`\`\`

## Which one?

- Use XuanTie GCC when you need XuanTie custom extensions or the early vector extension
- For standard extensions such as RVV 1.0 and upstream parity, prefer upstream GCC or LLVM

Mirror URLs and checksums are listed on the Software → SDK page.`,
      },
    },
  },
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
    publishedAt: '2026-01-14T03:00:00.000Z',
    source: 'OCC Security Team',
    coverUrl: '/demo/news-2.svg',
    i18n: {
      'zh-CN': {
        title: '门户安全加固：用户内容渲染与会话保护升级',
        summary: '门户升级了 Markdown 渲染净化、内容安全策略与登录会话保护。',
        body: `## 为什么要做这次加固

门户中的新闻、课程和问答都支持 Markdown。用户生成内容越丰富，越需要确保其中不会夹带恶意脚本，避免跨站脚本（XSS）攻击。

## 主要改动

1. **渲染净化**：Markdown 转换为 HTML 后，统一经过白名单净化，只保留标题、列表、表格、代码块等安全元素
2. **内容安全策略**：启用更严格的 CSP，禁止内联脚本执行
3. **会话保护**：登录 Cookie 启用 HttpOnly、Secure 与 SameSite 属性，并缩短闲置会话的有效期
4. **速率限制**：对登录、发帖等接口增加频率限制

## 一个直观的例子

例如，如果有人在回答中写入 <script>alert(1)</script> 这样的内容，渲染时脚本标签会被移除，读者看到的只是普通文本，浏览器不会执行任何代码。

## 请你也帮帮忙

如果发现安全问题，请通过“关于 → 安全”页面私下报告，不要在公开问答中披露细节。我们会在确认后尽快修复并致谢。`,
      },
      'en-US': {
        title: 'Security hardening: safer content rendering and sessions',
        summary:
          'The portal upgrades Markdown sanitising, its content security policy and session protection.',
        body: `## Why we did this

News, courses and Q&A on the portal all accept Markdown. The richer user content gets, the more important it is that no malicious script slips through and enables cross-site scripting (XSS).

## Main changes

1. **Sanitised rendering**: after Markdown is converted to HTML it passes through an allow-list sanitiser that keeps only safe elements such as headings, lists, tables and code blocks
2. **Content security policy**: a stricter CSP that forbids inline script execution
3. **Session protection**: login cookies are HttpOnly, Secure and SameSite, and idle sessions expire sooner
4. **Rate limiting**: limits on sign-in, posting and similar endpoints

## A concrete example

For example, if someone writes <script>alert(1)</script> in an answer, the script tag is removed when rendering; readers see plain text and the browser runs nothing.

## Please help us

If you find a security problem, report it privately via About → Security rather than in public Q&A. We will fix confirmed issues quickly and credit you.`,
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
    publishedAt: '2026-03-11T06:00:00.000Z',
    source: 'OCC College',
    coverUrl: '/demo/news-4.svg',
    i18n: {
      'zh-CN': {
        title: '新课上线：基于 xv6-riscv 的操作系统实验',
        summary: '在 QEMU 和真实开发板上动手实现系统调用、页表与调度器。',
        body: `## 课程介绍

xv6 是一个用于教学的小型类 Unix 操作系统，其 RISC-V 版本代码精炼、注释完整，非常适合用来理解操作系统的核心机制。新课程围绕 xv6-riscv 设计了一系列循序渐进的实验。

## 实验列表

1. 启动流程与第一个用户程序
2. 添加系统调用
3. 页表与写时复制（COW）
4. 陷入、中断与定时器
5. 线程切换与调度器

## 环境准备

在 Ubuntu 或 Debian 主机上可以这样开始：

\`\`\`bash
sudo apt install git build-essential gcc-riscv64-linux-gnu qemu-system-misc
git clone https://github.com/mit-pdos/xv6-riscv.git
cd xv6-riscv
make qemu
\`\`\`

看到 \`init: starting sh\` 提示后，就进入了 xv6 的 shell。按 \`Ctrl-a\` 再按 \`x\` 退出 QEMU。

## 学习建议

建议先完成《RISC-V 体系结构入门》中关于特权架构和虚拟内存的章节。课程配有自动评测脚本，提交代码后即可获得反馈。`,
      },
      'en-US': {
        title: 'New course: operating-system labs on xv6-riscv',
        summary: 'Implement system calls, page tables and a scheduler in QEMU and on real boards.',
        body: `## About the course

xv6 is a small Unix-like teaching operating system. Its RISC-V version is compact and well commented, which makes it ideal for understanding the core mechanisms of an OS. The new course builds a series of step-by-step labs around xv6-riscv.

## Labs

1. Boot flow and the first user program
2. Adding a system call
3. Page tables and copy-on-write
4. Traps, interrupts and the timer
5. Context switching and the scheduler

## Setting up

On an Ubuntu or Debian host:

\`\`\`bash
sudo apt install git build-essential gcc-riscv64-linux-gnu qemu-system-misc
git clone https://github.com/mit-pdos/xv6-riscv.git
cd xv6-riscv
make qemu
\`\`\`

When you see \`init: starting sh\`, you are in the xv6 shell. Press \`Ctrl-a\` then \`x\` to quit QEMU.

## Tips

Finish the privileged-architecture and virtual-memory chapters of "Introduction to RISC-V Architecture" first. Each lab comes with an autograder that gives feedback as soon as you submit.`,
      },
    },
  },
  {
    publishedAt: '2026-04-08T03:00:00.000Z',
    source: 'OCC Cloud Lab',
    coverUrl: '/demo/news-5.svg',
    i18n: {
      'zh-CN': {
        title: '云实验室新增香蕉派 BPI-F3 与 Milk-V Pioneer',
        summary: 'RVV 1.0 开发板和 64 核工作站加入云实验室，覆盖向量优化与大规模构建场景。',
        body: `## 新增硬件

应社区呼声，云实验室本月新增两类设备：

- **香蕉派 BPI-F3**：搭载进迭时空 K1，支持 RVV 1.0，适合向量化代码的调试与性能测试
- **Milk-V Pioneer**：搭载 64 核 SG2042，适合大型项目的原生编译与并行测试

## 新功能：性能计数器访问

在 BPI-F3 上，预约用户可以使用 \`perf\` 读取硬件性能计数器，分析指令数、缓存缺失等指标，方便评估优化效果。

## 预约规则调整

- Pioneer 属于共享资源，默认以容器方式分配，每次最长 4 小时
- 课程与比赛相关的预约享有优先权
- 每周一上午进行例行维护，期间暂停预约

## 反馈渠道

如果你希望实验室接入其他开发板，请在社区问答的“云实验室”分类中留言，我们会根据需求排序采购。`,
      },
      'en-US': {
        title: 'Cloud Lab adds Banana Pi BPI-F3 and Milk-V Pioneer',
        summary: 'An RVV 1.0 board and a 64-core workstation join the lab for vector work and big builds.',
        body: `## New hardware

By popular request, two kinds of devices join the Cloud Lab this month:

- **Banana Pi BPI-F3** with the SpacemiT K1 and RVV 1.0, for debugging and benchmarking vectorised code
- **Milk-V Pioneer** with the 64-core SG2042, for native builds of large projects and parallel testing

## New: performance counters

On the BPI-F3, users can read hardware performance counters with \`perf\` — instruction counts, cache misses and more — to judge the effect of an optimisation.

## Booking changes

- Pioneer is shared and allocated as a container by default, up to 4 hours per booking
- Bookings for courses and competitions have priority
- Routine maintenance takes place every Monday morning, when booking is paused

## Feedback

Want another board in the lab? Post in the "Cloud Lab" category of Community Q&A and we will prioritise purchases by demand.`,
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
    publishedAt: '2026-06-10T04:00:00.000Z',
    source: 'OCC',
    coverUrl: '/demo/news-1.svg',
    i18n: {
      'zh-CN': {
        title: '解读 RISC-V 配置文件：RVA22 与 RVA23 对开发者意味着什么',
        summary: '配置文件为应用处理器定义了统一的扩展基线，帮助软件实现“一次编译，到处运行”。',
        body: `## 什么是配置文件（Profile）

RISC-V 的模块化设计带来了灵活性，也带来了碎片化的担忧。RISC-V International 制定的配置文件规定了一组必须支持的扩展，操作系统和应用可以以此为基线编译，而不必为每颗芯片单独适配。

## RVA22 与 RVA23 的主要区别

- **RVA22U64**：在 RV64GC 基础上加入位操作（Zba/Zbb/Zbs）、缓存管理等扩展，向量扩展为可选
- **RVA23U64**：将向量扩展（V）列为必选，并加入更多面向虚拟化和安全的扩展

## 对开发者的影响

1. 发行版可以选择以某个配置文件为基线构建，获得更好的性能
2. 面向 RVA23 编译的程序可以默认使用向量指令
3. 购买开发板时，可以将“符合哪个配置文件”作为重要参考

## 我们的计划

门户的硬件目录将逐步为各款芯片标注其符合的配置文件，方便开发者选型。欢迎厂商与社区提供准确信息。`,
      },
      'en-US': {
        title: 'RISC-V profiles explained: what RVA22 and RVA23 mean for developers',
        summary: 'Profiles define a common extension baseline so software can build once and run widely.',
        body: `## What is a profile?

RISC-V's modular design brings flexibility, and with it fears of fragmentation. Profiles defined by RISC-V International specify a set of mandatory extensions, so operating systems and applications can target a baseline instead of each individual chip.

## RVA22 versus RVA23

- **RVA22U64** adds bit manipulation (Zba/Zbb/Zbs), cache-management and other extensions on top of RV64GC; vectors are optional
- **RVA23U64** makes the vector extension (V) mandatory and adds more extensions for virtualisation and security

## What it means for you

1. Distributions can pick a profile as their build baseline and gain performance
2. Programs built for RVA23 can use vector instructions by default
3. When buying a board, "which profile does it meet" is an important question

## Our plan

The hardware catalogue will gradually show which profile each chip meets. Vendors and community members are welcome to help us keep this accurate.`,
      },
    },
  },
  {
    publishedAt: '2026-07-08T02:00:00.000Z',
    source: 'OCC College',
    coverUrl: '/demo/news-2.svg',
    i18n: {
      'zh-CN': {
        title: 'OCC 暑期学校 2026：从指令集到操作系统的四周',
        summary: '面向高校学生的四周线上暑期学校开放申请，结营优秀学员可获实习推荐。',
        body: `## 项目简介

OCC 暑期学校面向计算机、电子等相关专业的在校学生，用四周时间带领学员完成从指令集、处理器到操作系统的完整学习路径。

## 日程安排

| 周次 | 主题 | 产出 |
| --- | --- | --- |
| 第 1 周 | RISC-V 指令集与汇编 | 汇编小程序 |
| 第 2 周 | 处理器微架构与开源核 | 在仿真器上运行测试程序 |
| 第 3 周 | 操作系统实验 | 为 xv6 添加新功能 |
| 第 4 周 | 综合项目 | 在开发板上完成演示 |

## 学员权益

- 全程使用云实验室中的开发板
- 每个小组配备一名来自社区的导师
- 结营评优的学员可获得合作企业的实习推荐

## 申请方式

在学院页面提交申请表并完成入营小测验即可。名额有限，按综合情况择优录取。`,
      },
      'en-US': {
        title: 'OCC Summer School 2026: four weeks from ISA to OS',
        summary:
          'Applications open for a four-week online summer school; top students get internship referrals.',
        body: `## About the programme

OCC Summer School is for university students in computer science, electronics and related fields. Over four weeks it follows a complete path from the instruction set and processor to the operating system.

## Schedule

| Week | Topic | Outcome |
| --- | --- | --- |
| 1 | RISC-V ISA and assembly | Small assembly programs |
| 2 | Microarchitecture and open cores | Test programs on a simulator |
| 3 | Operating-system labs | A new feature in xv6 |
| 4 | Capstone project | A demo on a real board |

## What you get

- Boards from the Cloud Lab throughout the programme
- A community mentor for every group
- Internship referrals from partner companies for top graduates

## How to apply

Submit the form on the College page and complete the entry quiz. Places are limited and selection is based on overall merit.`,
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
    publishedAt: '2026-10-14T02:00:00.000Z',
    source: 'OCC Cloud Lab',
    coverUrl: '/demo/news-5.svg',
    i18n: {
      'zh-CN': {
        title: '操作系统支持矩阵更新：云实验室开发板的社区验证结果',
        summary: '云实验室完成新一轮镜像验证，汇总各开发板可用的操作系统。',
        body: `## 本轮验证说明

云实验室每季度对在线开发板的系统镜像进行一次验证，检查启动、网络、存储与包管理器是否正常。以下为本轮社区验证结果（✅ 表示已验证可用，— 表示本轮未测试）：

| 开发板 | openEuler | Debian | Ubuntu | Fedora |
| --- | --- | --- | --- | --- |
| 荔枝派 4A | ✅ | ✅ | — | — |
| VisionFive 2 | ✅ | ✅ | ✅ | ✅ |
| Milk-V Pioneer | ✅ | ✅ | — | ✅ |
| 香蕉派 BPI-F3 | — | ✅ | ✅ | — |

## 需要注意

- “未测试”不代表不支持，可能只是实验室暂未部署相应镜像
- 部分镜像由厂商或社区维护，更新节奏不同，请以各发行版官网为准
- 图形桌面与 GPU 加速不在本轮验证范围内

## 参与验证

如果你在自己的开发板上验证了新的组合，欢迎在对应硬件页面提交测试报告，经审核后将合并进支持矩阵。`,
      },
      'en-US': {
        title: 'OS support matrix update: community results for Cloud Lab boards',
        summary: 'Cloud Lab finished a new round of image checks; here is what runs on each board.',
        body: `## About this round

Every quarter Cloud Lab checks the system images on its online boards: boot, networking, storage and the package manager. Community-verified results for this round (✅ verified, — not tested this round):

| Board | openEuler | Debian | Ubuntu | Fedora |
| --- | --- | --- | --- | --- |
| Lichee Pi 4A | ✅ | ✅ | — | — |
| VisionFive 2 | ✅ | ✅ | ✅ | ✅ |
| Milk-V Pioneer | ✅ | ✅ | — | ✅ |
| Banana Pi BPI-F3 | — | ✅ | ✅ | — |

## Notes

- "Not tested" does not mean unsupported; the lab may simply not have deployed that image yet
- Some images are maintained by vendors or communities at different paces; the distribution's website is authoritative
- Graphical desktops and GPU acceleration were out of scope this round

## Help us verify

If you verified a new combination on your own board, submit a test report on the hardware page; after review it will be merged into the matrix.`,
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
