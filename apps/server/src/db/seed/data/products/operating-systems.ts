import type { SeedProduct } from '../../types';

// Demo catalogue: operating systems. Specs only list figures published by vendors.
export const operatingSystems: SeedProduct[] = [
  {
    kind: 'software',
    category: 'operating',
    code: 'openEuler',
    vendor: 'openEuler Community',
    imageUrl: '/demo/openeuler-riscv.svg',
    website: 'https://www.openeuler.org',
    featured: true,
    sortOrder: 310,
    specs: {
      Architecture: 'riscv64',
      'Package format': 'RPM',
      Kernel: 'Linux 6.6 (24.03 LTS)',
      'Release model': 'LTS and innovation releases',
    },
    i18n: {
      'zh-CN': {
        name: 'openEuler RISC-V',
        summary: '开源操作系统 openEuler 的 RISC-V 版本，覆盖服务器、桌面与嵌入式。',
        description: `openEuler 是面向数字基础设施的开源操作系统，RISC-V SIG 负责 riscv64 架构的移植、构建与测试。

- 提供通用镜像与面向具体开发板的镜像
- 软件包在 RISC-V 上原生构建
- 支持 QEMU 虚拟机快速体验

openEuler RISC-V 已适配荔枝派 4A、VisionFive 2、Milk-V Pioneer 等多款硬件。`,
      },
      'en-US': {
        name: 'openEuler RISC-V',
        summary: 'The RISC-V edition of openEuler for servers, desktops and embedded.',
        description: `openEuler is an open-source operating system for digital infrastructure; its RISC-V SIG ports, builds and tests the riscv64 architecture.

- Generic images plus images for specific boards
- Packages built natively on RISC-V
- Ready-made QEMU images for a quick try

openEuler RISC-V supports the Lichee Pi 4A, VisionFive 2, Milk-V Pioneer and more.`,
      },
    },
  },
  {
    kind: 'software',
    category: 'operating',
    code: 'openKylin',
    vendor: 'openKylin Community',
    imageUrl: '/demo/openkylin.svg',
    website: 'https://www.openkylin.top',
    featured: false,
    sortOrder: 320,
    specs: {
      Architecture: 'x86_64, arm64, riscv64',
      'Package format': 'deb',
      Desktop: 'UKUI',
    },
    i18n: {
      'zh-CN': {
        name: 'openKylin 开放麒麟',
        summary: '以 UKUI 为桌面的开源桌面操作系统，提供 RISC-V 版本。',
        description: `openKylin（开放麒麟）是由开源社区共同打造的桌面操作系统，默认采用 UKUI 桌面环境。

社区为 RISC-V 提供独立镜像，并针对多款开发板进行了适配，使 RISC-V 硬件具备日常办公与浏览网页的桌面体验。`,
      },
      'en-US': {
        name: 'openKylin',
        summary: 'A community desktop OS built around UKUI, with a RISC-V edition.',
        description: `openKylin is a desktop operating system developed by an open-source community, using the UKUI desktop environment by default.

The community ships dedicated RISC-V images adapted to several boards, giving RISC-V hardware a desktop for everyday office work and browsing.`,
      },
    },
  },
  {
    kind: 'software',
    category: 'operating',
    code: 'OpenHarmony',
    vendor: 'OpenAtom Foundation',
    imageUrl: '/demo/openharmony.svg',
    website: 'https://www.openharmony.cn',
    featured: false,
    sortOrder: 330,
    specs: {
      Kernel: 'LiteOS-M, LiteOS-A or Linux',
      Architecture: 'Arm, RISC-V (incl. community ports)',
      'App framework': 'ArkTS / ArkUI',
    },
    i18n: {
      'zh-CN': {
        name: 'OpenHarmony',
        summary: '面向全场景智能终端的开源操作系统，社区正在推进 RISC-V 适配。',
        description: `OpenHarmony 是开放原子开源基金会孵化的开源项目，面向从 MCU 到智能终端的全场景设备，可根据资源选择 LiteOS 或 Linux 内核。

轻量系统已可运行在多款 RISC-V MCU 上，社区也在持续推进标准系统在 64 位 RISC-V 开发板上的移植。`,
      },
      'en-US': {
        name: 'OpenHarmony',
        summary: 'An open-source OS for all kinds of smart devices, being ported to RISC-V.',
        description: `OpenHarmony is incubated by the OpenAtom Foundation and targets devices from MCUs to smart terminals, using a LiteOS or Linux kernel depending on resources.

Its lightweight system already runs on several RISC-V MCUs, and the community keeps porting the standard system to 64-bit RISC-V boards.`,
      },
    },
  },
  {
    kind: 'software',
    category: 'operating',
    code: 'debian-riscv64',
    vendor: 'Debian Project',
    imageUrl: '/demo/debian-riscv64.svg',
    website: 'https://wiki.debian.org/RISC-V',
    featured: false,
    sortOrder: 340,
    specs: {
      Architecture: 'riscv64 (RV64GC baseline)',
      'Package format': 'deb',
      Status: 'official release architecture since Debian 13',
    },
    i18n: {
      'zh-CN': {
        name: 'Debian riscv64',
        summary: 'Debian 的 riscv64 架构移植，已成为官方正式发布架构。',
        description: `Debian 的 riscv64 移植经过多年社区积累，从 Debian 13 起成为官方发布架构，拥有与其他架构一致的安全更新和发布流程。

绝大多数 Debian 软件包均可直接通过 apt 安装。不少厂商与社区发行版（如 RevyOS）也以 Debian 为基础。`,
      },
      'en-US': {
        name: 'Debian riscv64',
        summary: 'Debian’s riscv64 port, now an official release architecture.',
        description: `After years of community work, Debian's riscv64 port became an official release architecture with Debian 13, with the same security updates and release process as other architectures.

The vast majority of Debian packages install straight from apt, and several vendor and community distributions such as RevyOS are based on Debian.`,
      },
    },
  },
  {
    kind: 'software',
    category: 'operating',
    code: 'fedora-riscv',
    vendor: 'Fedora Project',
    imageUrl: '/demo/fedora-riscv.svg',
    website: 'https://fedoraproject.org/wiki/Architectures/RISC-V',
    featured: false,
    sortOrder: 350,
    specs: {
      Architecture: 'riscv64',
      'Package format': 'RPM',
      Status: 'alternative architecture, community built',
    },
    i18n: {
      'zh-CN': {
        name: 'Fedora RISC-V',
        summary: 'Fedora 的 RISC-V 移植，紧跟上游的最新软件栈。',
        description: `Fedora RISC-V 由社区维护，持续跟进 Fedora 主线版本，在 riscv64 上重新构建软件包并提供开发板与 QEMU 镜像。

由于 Fedora 始终采用较新的内核、编译器和工具链，它非常适合用来验证上游对新 RISC-V 扩展的支持。`,
      },
      'en-US': {
        name: 'Fedora RISC-V',
        summary: 'The Fedora port to RISC-V, tracking the newest upstream stack.',
        description: `Fedora RISC-V is a community effort that follows Fedora releases, rebuilds packages for riscv64 and publishes board and QEMU images.

Because Fedora always ships recent kernels, compilers and toolchains, it is a great way to check upstream support for new RISC-V extensions.`,
      },
    },
  },
  {
    kind: 'software',
    category: 'operating',
    code: 'ubuntu-riscv',
    vendor: 'Canonical',
    imageUrl: '/demo/ubuntu-riscv.svg',
    website: 'https://ubuntu.com/download/risc-v',
    featured: false,
    sortOrder: 360,
    specs: {
      Architecture: 'riscv64',
      'Package format': 'deb',
      Images: 'server and preinstalled board images',
    },
    i18n: {
      'zh-CN': {
        name: 'Ubuntu RISC-V',
        summary: 'Canonical 官方提供的 Ubuntu riscv64 镜像，覆盖多款开发板。',
        description: `Canonical 为 riscv64 架构构建 Ubuntu，并提供服务器安装镜像和面向多款开发板的预装镜像。

开发者可以在 RISC-V 上使用熟悉的 apt、snap 与 Ubuntu 软件源，也可以在 QEMU 中先行体验。`,
      },
      'en-US': {
        name: 'Ubuntu RISC-V',
        summary: 'Official Ubuntu riscv64 images from Canonical for many boards.',
        description: `Canonical builds Ubuntu for riscv64 and publishes server install images plus preinstalled images for a number of boards.

Developers get the familiar apt, snap and Ubuntu archive on RISC-V, and can try it first in QEMU.`,
      },
    },
  },
];
