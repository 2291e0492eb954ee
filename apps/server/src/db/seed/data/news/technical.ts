import type { SeedNews } from '../../types';

// Demo news, technical articles: hands-on guides, community test results and explainers.
// Every item is in both languages (en-US readers read English demo news).
export const technicalNews: SeedNews[] = [
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
];
