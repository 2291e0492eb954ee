import type { SeedNews } from '../../types';

// Demo news, portal and service announcements: the beta, Cloud Lab, the mirror, security.
// The security hardening item deliberately contains a <script> tag in its body to check that
// the markdown sanitiser strips it.
// Every item is in both languages (en-US readers read English demo news).
export const announcements: SeedNews[] = [
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
];
