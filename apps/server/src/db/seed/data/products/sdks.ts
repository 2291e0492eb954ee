import type { SeedProduct } from '../../types';

// Demo catalogue: SDKs and tools. Specs only list figures published by vendors.
export const sdks: SeedProduct[] = [
  {
    kind: 'software',
    category: 'development',
    code: 'RuyiSDK',
    vendor: 'ISCAS',
    imageUrl: '/demo/ruyisdk.svg',
    website: 'https://ruyisdk.org',
    featured: false,
    sortOrder: 410,
    specs: {
      Components: 'ruyi package manager, board image installer, IDE plugins',
      Install: 'pip install ruyi',
      License: 'Apache-2.0 (ruyi)',
    },
    i18n: {
      'zh-CN': {
        name: 'RuyiSDK',
        summary: '一站式 RISC-V 开发环境：工具链、模拟器与开发板镜像统一管理。',
        description: `RuyiSDK 是中国科学院软件研究所发起的 RISC-V 开发环境项目，核心是包管理器 \`ruyi\`。

- 一条命令安装 GCC / LLVM 工具链与 QEMU 模拟器
- 使用虚拟环境隔离不同目标板的编译配置
- \`ruyi device provision\` 向导帮助为开发板下载并烧录系统镜像

它支持数十款常见 RISC-V 开发板，并提供 VS Code 插件。`,
      },
      'en-US': {
        name: 'RuyiSDK',
        summary: 'All-in-one RISC-V dev environment: toolchains, emulators, board images.',
        description: `RuyiSDK is a RISC-V development environment started by the Institute of Software, Chinese Academy of Sciences (ISCAS). Its core is the \`ruyi\` package manager.

- Install GCC / LLVM toolchains and QEMU with one command
- Isolate per-board build settings in virtual environments
- The \`ruyi device provision\` wizard downloads and flashes board images

It supports dozens of popular RISC-V boards and offers a VS Code extension.`,
      },
    },
  },
  {
    kind: 'software',
    category: 'development',
    code: 'xuantie-gcc',
    vendor: 'T-Head (XuanTie)',
    imageUrl: '/demo/xuantie-gcc.svg',
    website: 'https://github.com/XUANTIE-RV',
    featured: false,
    sortOrder: 420,
    specs: {
      Components: 'GCC, Binutils, GDB, C libraries',
      Targets: 'Linux (glibc) and bare-metal (newlib)',
      Extensions: 'XuanTie custom extensions and vector support',
    },
    i18n: {
      'zh-CN': {
        name: '玄铁 GCC 工具链',
        summary: '平头哥维护的 RISC-V GNU 工具链，完整支持玄铁处理器的扩展指令。',
        description: `玄铁 GCC 工具链基于 GNU 工具链，由平头哥维护，提供 Linux 与裸机两类预编译版本。

相比上游版本，它包含对玄铁自定义扩展和早期向量扩展的支持，并针对 C906、C910 等处理器做了调优，适合需要充分发挥玄铁硬件性能的项目使用。`,
      },
      'en-US': {
        name: 'XuanTie GCC Toolchain',
        summary: 'T-Head’s RISC-V GNU toolchain with full XuanTie extension support.',
        description: `The XuanTie GCC toolchain is a GNU toolchain maintained by T-Head, shipped prebuilt for both Linux and bare-metal targets.

Compared with upstream it adds support for XuanTie custom extensions and the early vector extension, with tuning for cores such as C906 and C910 — useful when you need the most out of XuanTie hardware.`,
      },
    },
  },
  {
    kind: 'software',
    category: 'development',
    code: 'qemu',
    vendor: 'QEMU Project',
    imageUrl: '/demo/qemu.svg',
    website: 'https://www.qemu.org',
    featured: false,
    sortOrder: 430,
    specs: {
      Emulators: 'qemu-system-riscv32 / riscv64, qemu-riscv64 (user mode)',
      Machines: 'virt, sifive_u, spike and others',
      License: 'GPL-2.0',
    },
    i18n: {
      'zh-CN': {
        name: 'QEMU',
        summary: '开源的机器模拟器，无需硬件即可运行 RISC-V 系统与程序。',
        description: `QEMU 是最常用的开源模拟器，提供 RISC-V 的全系统模拟和用户态模拟。

- \`virt\` 机器适合运行各大发行版的通用镜像
- 用户态模式可在 x86 主机上直接运行 riscv64 程序，便于交叉编译测试
- 常被用于新扩展的早期软件开发`,
      },
      'en-US': {
        name: 'QEMU',
        summary: 'The open-source machine emulator: run RISC-V systems without hardware.',
        description: `QEMU is the most widely used open-source emulator and supports both full-system and user-mode RISC-V emulation.

- The \`virt\` machine boots generic images from the major distributions
- User mode runs riscv64 binaries directly on an x86 host, handy for cross-compile testing
- Often the first place software for new extensions is developed`,
      },
    },
  },
  {
    kind: 'software',
    category: 'development',
    code: 'llvm',
    vendor: 'LLVM Project',
    imageUrl: '/demo/llvm.svg',
    website: 'https://llvm.org',
    featured: false,
    sortOrder: 440,
    specs: {
      Components: 'Clang, LLD, LLDB, compiler-rt',
      'RISC-V support': 'RV32/RV64, RVV 1.0 intrinsics and auto-vectorisation',
      License: 'Apache-2.0 with LLVM exceptions',
    },
    i18n: {
      'zh-CN': {
        name: 'LLVM / Clang',
        summary: '模块化编译器基础设施，RISC-V 后端支持向量扩展与自动向量化。',
        description: `LLVM 的 RISC-V 后端由社区与多家厂商共同维护，支持 RV32 与 RV64 及大量标准扩展。

Clang 提供 RVV 1.0 intrinsics 和自动向量化能力，并可通过 \`-march\`、\`-mcpu\` 针对具体处理器调优。Rust 等基于 LLVM 的语言也因此获得了 RISC-V 支持。`,
      },
      'en-US': {
        name: 'LLVM / Clang',
        summary: 'Modular compiler infrastructure with a vector-capable RISC-V backend.',
        description: `LLVM's RISC-V backend is maintained by the community and many vendors, covering RV32, RV64 and a long list of standard extensions.

Clang offers RVV 1.0 intrinsics and auto-vectorisation, with \`-march\` and \`-mcpu\` for per-core tuning. LLVM-based languages such as Rust get their RISC-V support from it too.`,
      },
    },
  },
];
