// Demo community content (issue 4): RISC-V questions and topics with answers by a few demo users.
// The demo users have no password (they cannot log in); some questions are in the RISC-V zone.

import { COURSE_QUESTIONS } from './college-extras';

export interface SeedCommunityUser {
  username: string;
  nickname: string;
}

export interface SeedQuestion {
  kind: 'question' | 'topic';
  zone: 'general' | 'riscv';
  plate: string;
  author: string;
  productKind: 'manufacturer' | 'chip' | 'solution' | 'development-board' | 'component';
  productName: string;
  title: string;
  description: string;
  tags: string[];
  views: number;
  essence?: boolean;
  /** hours ago */
  age: number;
  answers: { author: string; body: string; adopted?: boolean }[];
}

export const communityUsers: SeedCommunityUser[] = [
  { username: 'rv_lin', nickname: '林工（RISC-V 爱好者）' },
  { username: 'kernel_zhao', nickname: '赵内核' },
  { username: 'boardmaker', nickname: 'Board Maker' },
  { username: 'emily_dev', nickname: 'Emily' },
];

export const communityQuestions: SeedQuestion[] = [
  // course Q&A (linked to their courses once the college is seeded)
  ...COURSE_QUESTIONS,
  {
    kind: 'question',
    zone: 'riscv',
    plate: 'development-board',
    author: 'rv_lin',
    productKind: 'development-board',
    productName: 'Lichee Pi 4A',
    title: 'Lichee Pi 4A 如何烧录 Debian 镜像？',
    description:
      '按照官方文档执行 `fastboot flash` 时一直提示 `< waiting for any device >`，已经按住 BOOT 键上电，请问还需要什么驱动？',
    tags: ['th1520', 'debian', 'fastboot'],
    views: 320,
    essence: true,
    age: 72,
    answers: [
      {
        author: 'boardmaker',
        body: 'Windows 下需要安装 **Android USB 驱动**，Linux 下给当前用户加上 udev 规则：\n\n```\nSUBSYSTEM=="usb", ATTR{idVendor}=="2345", MODE="0666"\n```\n\n然后重新插拔 USB-C（注意要接靠近 BOOT 键的那个口）。',
        adopted: true,
      },
      { author: 'kernel_zhao', body: '也可以先用 `lsusb` 确认板子是否进入了下载模式。' },
    ],
  },
  {
    kind: 'question',
    zone: 'riscv',
    plate: 'darksteel-cpu',
    author: 'emily_dev',
    productKind: 'chip',
    productName: 'C906',
    title: 'Does the C906 support the RVV 1.0 vector extension?',
    description:
      'I want to compile with `-march=rv64gcv` for a C906 based board. Will the binaries run, or do I need a special toolchain?',
    tags: ['c906', 'rvv', 'gcc'],
    views: 210,
    age: 30,
    answers: [
      {
        author: 'kernel_zhao',
        body: 'No: the C906 implements the **0.7.1** draft of the vector extension. Use the vendor toolchain with `-march=rv64gcv0p7_zfh_xtheadc`, or the upstream GCC 14 `xtheadvector` extension.',
        adopted: true,
      },
    ],
  },
  {
    kind: 'question',
    zone: 'general',
    plate: 'software-tools',
    author: 'kernel_zhao',
    productKind: 'solution',
    productName: 'RuyiSDK',
    title: 'RuyiSDK 安装后找不到交叉编译器',
    description:
      '执行 `ruyi install gnu-plct` 成功，但是 `riscv64-plctxthead-linux-gnu-gcc` 命令不存在，PATH 需要怎么配置？',
    tags: ['ruyisdk', 'toolchain'],
    views: 95,
    age: 12,
    answers: [
      {
        author: 'rv_lin',
        body: '需要先创建并激活虚拟环境：`ruyi venv -t gnu-plct generic ~/venv`，再 `source ~/venv/bin/ruyi-activate`。',
      },
    ],
  },
  {
    kind: 'question',
    zone: 'general',
    plate: 'chip-open-source',
    author: 'boardmaker',
    productKind: 'chip',
    productName: 'OpenC910',
    title: 'How do I run the OpenC910 smoke tests in Verilator?',
    description:
      'The repository has a `smart_run` directory. Which make target builds a Verilator simulation?',
    tags: ['openc910', 'verilator'],
    views: 140,
    age: 120,
    answers: [
      {
        author: 'emily_dev',
        body: 'Set `CODE_BASE_PATH` to the C910 RTL directory, then run `make runcase CASE=hello_world SIM=verilator` in `smart_run`.',
      },
    ],
  },
  {
    kind: 'question',
    zone: 'riscv',
    plate: 'eco-chip',
    author: 'emily_dev',
    productKind: 'chip',
    productName: 'TH1520',
    title: 'TH1520 NPU 可以跑哪些模型？',
    description: '想在 TH1520 上部署 YOLOv5，NPU 支持哪些算子，是否需要量化？',
    tags: ['th1520', 'npu'],
    views: 260,
    age: 48,
    answers: [
      {
        author: 'boardmaker',
        body: 'NPU 使用 HHB 工具链，需要 **int8 量化**；YOLOv5s 官方有示例，可以参考 HHB 的 `examples/yolov5` 目录。',
      },
      { author: 'rv_lin', body: '实测 YOLOv5s 在 640×640 输入下大约 30 FPS。' },
    ],
  },
  {
    kind: 'question',
    zone: 'general',
    plate: 'course',
    author: 'rv_lin',
    productKind: 'component',
    productName: 'RISC-V 入门课程',
    title: 'RISC-V 入门课程第三章的实验环境怎么搭？',
    description: '课程里用到 QEMU 和 OpenSBI，能否提供一个 Docker 镜像？',
    tags: ['qemu', 'opensbi'],
    views: 60,
    age: 6,
    answers: [],
  },
  {
    kind: 'question',
    zone: 'general',
    plate: 'yoc-open-source',
    author: 'boardmaker',
    productKind: 'solution',
    productName: 'YoC',
    title: 'YoC 蓝牙 Mesh 例程编译报错',
    description: '编译 `mesh_node` 时提示找不到 `bt_mesh_prov.h`，使用的是最新的 YoC 版本。',
    tags: ['yoc', 'ble'],
    views: 35,
    age: 200,
    answers: [{ author: 'kernel_zhao', body: '需要在 `package.yaml` 里加入 `ble_mesh` 组件依赖。' }],
  },
  {
    kind: 'question',
    zone: 'riscv',
    plate: 'application-case',
    author: 'kernel_zhao',
    productKind: 'manufacturer',
    productName: 'Sophgo',
    title: 'Which RISC-V boards can run a full desktop today?',
    description: 'Looking for a board with enough RAM and a working GPU driver for a daily desktop.',
    tags: ['desktop', 'gpu'],
    views: 410,
    essence: true,
    age: 240,
    answers: [
      { author: 'emily_dev', body: 'The Milk-V Pioneer (SG2042, 64 cores) with a PCIe AMD GPU works well.' },
      { author: 'boardmaker', body: 'Lichee Pi 4A with 16 GB is fine for light use.' },
    ],
  },
  {
    kind: 'topic',
    zone: 'general',
    plate: 'chip-space',
    author: 'emily_dev',
    productKind: 'chip',
    productName: 'C910',
    title: '晒一晒你的 RISC-V 桌面',
    description: '分享一下你的 RISC-V 开发环境和桌面截图吧！',
    tags: ['showcase'],
    views: 150,
    age: 20,
    answers: [{ author: 'rv_lin', body: '我的 LPi4A + 4K 屏幕，跑 Xfce 很流畅。' }],
  },
  {
    kind: 'topic',
    zone: 'general',
    plate: 'product-zone',
    author: 'boardmaker',
    productKind: 'development-board',
    productName: 'Milk-V Duo',
    title: 'Milk-V Duo 有哪些好玩的项目？',
    description: '这块小板子只有 64 MB 内存，大家都用它做了什么？',
    tags: ['milkv', 'diy'],
    views: 90,
    age: 40,
    answers: [{ author: 'kernel_zhao', body: '用它做了一个网络摄像头，跑 RTSP 推流。' }],
  },
  {
    kind: 'topic',
    zone: 'riscv',
    plate: 'topic-development-board',
    author: 'rv_lin',
    productKind: 'development-board',
    productName: 'VisionFive 2',
    title: 'VisionFive 2 upstream kernel status',
    description: 'Let us track which drivers are upstream in Linux 6.x for the JH7110.',
    tags: ['jh7110', 'kernel'],
    views: 75,
    age: 90,
    answers: [
      { author: 'kernel_zhao', body: 'As of 6.6 the PCIe and USB drivers are upstream; the GPU is not.' },
    ],
  },
  {
    kind: 'topic',
    zone: 'general',
    plate: 'application-mall',
    author: 'emily_dev',
    productKind: 'solution',
    productName: 'openEuler',
    title: 'openEuler RISC-V 版本使用体验',
    description: '最近在 SG2042 上装了 openEuler 24.03，分享一些踩坑记录。',
    tags: ['openeuler', 'sg2042'],
    views: 55,
    age: 10,
    answers: [],
  },
];
