import { v, type SeedComponent } from './seed-types';

// Firmware, boot loaders, kernels and real-time systems of the demo library.
export const systemComponents: SeedComponent[] = [
  {
    componentCode: 'opensbi',
    category: 'firmware',
    licence: 'BSD-2-Clause',
    repository: 'https://github.com/riscv-software-src/opensbi',
    website: 'https://github.com/riscv-software-src/opensbi/tree/master/docs',
    nameZh: 'OpenSBI',
    nameEn: 'OpenSBI',
    summaryZh:
      'RISC-V 监管者二进制接口（SBI）的开源参考实现，运行在 M 模式，为 Linux 等操作系统提供固件服务。',
    summaryEn:
      'The open-source reference implementation of the RISC-V Supervisor Binary Interface, running in M-mode below Linux and other kernels.',
    descriptionZh:
      '## 简介\n\nOpenSBI 提供 SBI 规范定义的定时器、IPI、远程栅栏和系统复位等服务，并以 `fw_dynamic`、`fw_jump`、`fw_payload` 三种固件形式交付。\n\n## 构建\n\n```sh\nmake PLATFORM=generic CROSS_COMPILE=riscv64-linux-gnu-\n```',
    descriptionEn:
      '## Overview\n\nOpenSBI implements the timer, IPI, remote fence and system reset services of the SBI specification and ships as `fw_dynamic`, `fw_jump` and `fw_payload` firmware.\n\n## Build\n\n```sh\nmake PLATFORM=generic CROSS_COMPILE=riscv64-linux-gnu-\n```',
    chips: ['th1520', 'sg2042', 'jh7110', 'spacemit-k1', 'eic7700x'],
    boards: ['lichee-pi-4a', 'milkv-pioneer', 'visionfive-2', 'bananapi-bpi-f3', 'hifive-premier-p550'],
    maintainers: ['Anup Patel', 'Atish Patra'],
    versions: [
      v('v1.6', '2024-12-24', 'SBI 3.0 draft extensions, SSE support and faster domain context switches.'),
      v('v1.5.1', '2024-08-01', 'Bug-fix release: HSM suspend on multi-hart platforms.'),
      v('v1.5', '2024-07-01', 'SBI 2.0 debug triggers, Zicbom and Svade probing.'),
    ],
  },
  {
    componentCode: 'u-boot',
    category: 'bootloader',
    licence: 'GPL-2.0-or-later',
    repository: 'https://source.denx.de/u-boot/u-boot',
    website: 'https://docs.u-boot.org/en/latest/board/index.html',
    nameZh: 'U-Boot',
    nameEn: 'Das U-Boot',
    summaryZh: '通用嵌入式引导程序，支持 RISC-V SPL + OpenSBI + U-Boot 的标准启动链与 UEFI 引导。',
    summaryEn:
      'The universal embedded boot loader, with the standard RISC-V SPL + OpenSBI + U-Boot chain and UEFI boot.',
    descriptionZh:
      'U-Boot 为主流 RISC-V 开发板提供 SPL、设备树和网络/SD/eMMC/NVMe 启动；`bootefi` 可直接引导 openEuler、Debian 等发行版的 EFI 镜像。',
    descriptionEn:
      'U-Boot brings SPL, device trees and network/SD/eMMC/NVMe boot to the common RISC-V boards; `bootefi` starts the EFI images of openEuler, Debian and other distributions.',
    chips: ['jh7110', 'th1520', 'spacemit-k1', 'sg2002'],
    boards: ['visionfive-2', 'lichee-pi-4a', 'bananapi-bpi-f3', 'milkv-duo-s'],
    maintainers: ['Tom Rini', 'Leo Yu-Chi Liang', 'Rick Chen'],
    versions: [
      v('v2025.01', '2025-01-06', 'VisionFive 2 PCIe boot, Sophgo SG2002 support.'),
      v('v2024.10', '2024-10-07', 'RISC-V Zbb string routines and SPL size reductions.'),
      v('v2024.07', '2024-07-01', 'TH1520 SPL and UEFI capsule updates.'),
    ],
  },
  {
    componentCode: 'rt-thread',
    category: 'rtos',
    licence: 'Apache-2.0',
    repository: 'https://github.com/RT-Thread/rt-thread',
    website: 'https://www.rt-thread.io',
    nameZh: 'RT-Thread',
    nameEn: 'RT-Thread',
    summaryZh: '国产开源物联网操作系统，提供标准版与 Smart 版，支持 RISC-V MCU 与带 MMU 的 RV64 处理器。',
    summaryEn:
      'An open-source IoT operating system with Standard and Smart editions, for RISC-V MCUs and RV64 processors with an MMU.',
    descriptionZh:
      'RT-Thread 内核小巧，配套丰富的软件包与 RT-Thread Studio；Smart 版在 C906/C908 上提供用户态进程与 POSIX 接口。',
    descriptionEn:
      'A small kernel with a large package ecosystem and RT-Thread Studio; the Smart edition brings user-space processes and POSIX APIs to C906/C908.',
    chips: ['ch32v307', 'sg2002', 'esp32-c3', 'xuantie-c906'],
    boards: ['milkv-duo-256m', 'milkv-duo-s'],
    maintainers: ['Bernard Xiong', 'RT-Thread 开发团队'],
    versions: [
      v('v5.2.0', '2025-03-28', 'Smart edition on XuanTie C908, DFS v2 by default.'),
      v('v5.1.0', '2024-03-29', 'SMP scheduler rework and new RISC-V BSPs.'),
      v('v5.0.2', '2023-10-12', 'Maintenance release.'),
    ],
  },
  {
    componentCode: 'zephyr-riscv',
    category: 'rtos',
    licence: 'Apache-2.0',
    repository: 'https://github.com/zephyrproject-rtos/zephyr',
    website: 'https://docs.zephyrproject.org/latest/hardware/arch/riscv.html',
    nameZh: 'Zephyr RISC-V 移植',
    nameEn: 'Zephyr RISC-V port',
    summaryZh: 'Linux 基金会 Zephyr 实时操作系统的 RISC-V 架构支持，覆盖 RV32/RV64、PMP 内存保护与 SMP。',
    summaryEn:
      'RISC-V architecture support of the Linux Foundation Zephyr RTOS: RV32/RV64, PMP memory protection and SMP.',
    descriptionZh:
      '通过 `west build -b` 即可为支持的开发板构建示例；RISC-V 移植支持用户模式、PMP 栈保护和 CLIC/PLIC 中断控制器。',
    descriptionEn:
      'Build a sample for a supported board with `west build -b`; the port supports user mode, PMP stack guards and the CLIC/PLIC interrupt controllers.',
    chips: ['esp32-c3', 'ch32v307'],
    boards: ['esp32-c3-wroom-02'],
    maintainers: ['Zephyr RISC-V 工作组'],
    versions: [
      v('v4.0.0', '2024-11-15', 'RISC-V Zicbom cache management, CLIC vectored mode.'),
      v('v3.7.0', '2024-07-26', 'Long-term support release.'),
    ],
  },
  {
    componentCode: 'nuttx',
    category: 'rtos',
    licence: 'Apache-2.0',
    repository: 'https://github.com/apache/nuttx',
    website: 'https://nuttx.apache.org',
    nameZh: 'Apache NuttX',
    nameEn: 'Apache NuttX',
    summaryZh: '符合 POSIX 标准的小型实时操作系统，支持 ESP32-C3、K230、BL808 等多款 RISC-V 芯片。',
    summaryEn:
      'A small POSIX-compliant real-time operating system for ESP32-C3, K230, BL808 and other RISC-V chips.',
    descriptionZh:
      'NuttX 提供与 Linux 相似的 API、NSH 命令行与 kernel build 模式，可在 QEMU `rv-virt` 上快速试用。',
    descriptionEn:
      'NuttX offers Linux-like APIs, the NSH shell and a kernel build mode, and is easy to try on QEMU `rv-virt`.',
    chips: ['esp32-c3', 'sg2000', 'k230'],
    boards: ['milkv-duo-s'],
    maintainers: ['Apache NuttX PMC'],
    versions: [
      v('12.8.0', '2025-01-03', 'Ox64 and K230 kernel-mode builds.'),
      v('12.7.0', '2024-10-01', 'RISC-V SMP fixes, Milk-V Duo S board.'),
    ],
  },
  {
    componentCode: 'xv6-riscv',
    category: 'kernel',
    licence: 'MIT',
    repository: 'https://github.com/mit-pdos/xv6-riscv',
    website: 'https://pdos.csail.mit.edu/6.1810/',
    nameZh: 'xv6-riscv 教学操作系统',
    nameEn: 'xv6-riscv teaching OS',
    summaryZh: 'MIT 6.1810 课程使用的 Unix V6 风格教学内核，代码约一万行，运行在 QEMU RISC-V virt 机器上。',
    summaryEn:
      'The Unix V6-style teaching kernel of MIT 6.1810, about ten thousand lines, running on the QEMU RISC-V virt machine.',
    descriptionZh: '适合操作系统课程实验：页表、陷入、调度、文件系统与锁。`make qemu` 即可启动。',
    descriptionEn:
      'Suited to operating-system lab courses: page tables, traps, scheduling, file systems and locks. Start it with `make qemu`.',
    chips: [],
    boards: [],
    maintainers: ['Frans Kaashoek', 'Robert Morris'],
    versions: [
      v('rev4', '2024-08-28', 'Book revision 4 and cleaned-up trap code.'),
      v('rev3', '2022-08-30', 'Third edition of the book.'),
    ],
  },
  {
    componentCode: 'linux-riscv',
    category: 'kernel',
    licence: 'GPL-2.0-only',
    repository: 'https://git.kernel.org/pub/scm/linux/kernel/git/riscv/linux.git',
    website: 'https://docs.kernel.org/arch/riscv/index.html',
    nameZh: 'Linux 内核 RISC-V 架构',
    nameEn: 'Linux kernel RISC-V architecture',
    summaryZh: 'Linux 主线内核的 arch/riscv 支持，包括 RVV 向量上下文、Sv57 页表、KVM 与 ACPI 启动。',
    summaryEn:
      'The arch/riscv support of mainline Linux: RVV vector context, Sv57 page tables, KVM and ACPI boot.',
    descriptionZh: '由 RISC-V 架构维护者树合入主线，各发行版（openEuler、Debian、Fedora）均基于此构建。',
    descriptionEn:
      'Merged into mainline through the RISC-V architecture tree; openEuler, Debian and Fedora build on it.',
    chips: ['th1520', 'sg2042', 'jh7110', 'spacemit-k1', 'eic7700x'],
    boards: [
      'lichee-pi-4a',
      'milkv-pioneer',
      'visionfive-2',
      'bananapi-bpi-f3',
      'hifive-premier-p550',
      'milkv-megrez',
    ],
    maintainers: ['Palmer Dabbelt', 'Paul Walmsley', 'Albert Ou'],
    versions: [
      v('6.13', '2025-01-19', 'Vector crypto in-kernel users, SpacemiT K1 pinctrl.'),
      v('6.12', '2024-11-17', 'PREEMPT_RT merged, SG2042 PCIe.'),
      v('6.11', '2024-09-15', 'TH1520 clock and Ethernet drivers.'),
    ],
  },
  {
    componentCode: 'freertos-riscv',
    category: 'rtos',
    licence: 'MIT',
    repository: 'https://github.com/FreeRTOS/FreeRTOS-Kernel',
    website: 'https://www.freertos.org/Using-FreeRTOS-on-RISC-V.html',
    nameZh: 'FreeRTOS RISC-V 移植',
    nameEn: 'FreeRTOS RISC-V port',
    summaryZh: 'FreeRTOS 内核的 RISC-V 移植层，支持 RV32/RV64、浮点与芯片特定的中断扩展。',
    summaryEn:
      'The RISC-V port layer of the FreeRTOS kernel: RV32/RV64, floating point and chip-specific interrupt extensions.',
    descriptionZh:
      '通过 `freertos_risc_v_chip_specific_extensions.h` 适配不同芯片；乐鑫 ESP-IDF 与沁恒 MounRiver 均基于它。',
    descriptionEn:
      'Chips are adapted through `freertos_risc_v_chip_specific_extensions.h`; Espressif ESP-IDF and WCH MounRiver build on it.',
    chips: ['esp32-c3', 'ch32v307', 'sg2002'],
    boards: ['esp32-c3-wroom-02', 'milkv-duo-256m'],
    maintainers: ['FreeRTOS 团队'],
    versions: [
      v('V11.1.0', '2024-04-22', 'RISC-V vector context save, MPU wrappers v2.'),
      v('V11.0.1', '2023-12-21', 'SMP merged into the main kernel.'),
    ],
  },
  {
    componentCode: 'edk2-riscv',
    category: 'firmware',
    licence: 'BSD-2-Clause',
    repository: 'https://github.com/tianocore/edk2',
    website: 'https://github.com/tianocore/tianocore.github.io/wiki/EDK-II',
    nameZh: 'EDK II RISC-V UEFI 固件',
    nameEn: 'EDK II RISC-V UEFI firmware',
    summaryZh: 'TianoCore EDK II 的 RISC-V 平台支持，为服务器与桌面级 RISC-V 平台提供 UEFI 与 ACPI。',
    summaryEn:
      'RISC-V platform support of TianoCore EDK II: UEFI and ACPI for server and desktop RISC-V platforms.',
    descriptionZh: '`OvmfPkg/RiscVVirt` 可在 QEMU virt 上运行；与 OpenSBI 配合组成 SBI + UEFI 的标准启动栈。',
    descriptionEn:
      '`OvmfPkg/RiscVVirt` runs on QEMU virt; with OpenSBI it forms the standard SBI + UEFI boot stack.',
    chips: ['sg2042'],
    boards: ['milkv-pioneer'],
    maintainers: ['Sunil V L', 'Andrei Warkentin'],
    versions: [
      v('edk2-stable202411', '2024-11-22', 'RISC-V Svpbmt memory types, CMO protocol.'),
      v('edk2-stable202408', '2024-08-23', 'ACPI RHCT and PPTT for RISC-V virt.'),
    ],
  },
  {
    componentCode: 'penglai-enclave',
    category: 'firmware',
    licence: 'MulanPSL-2.0',
    repository: 'https://github.com/Penglai-Enclave/Penglai-Enclave-sPMP',
    nameZh: '蓬莱 Penglai 可信执行环境',
    nameEn: 'Penglai enclave',
    summaryZh: '上海交通大学开源的 RISC-V 可信执行环境（TEE），基于 PMP/sPMP 隔离，运行在 OpenSBI 之上。',
    summaryEn:
      'An open-source RISC-V trusted execution environment from Shanghai Jiao Tong University, isolated with PMP/sPMP on top of OpenSBI.',
    descriptionZh:
      '支持可扩展的 enclave 数量、快速创建与共享内存通信，可在 QEMU 与 openEuler RISC-V 上试用。',
    descriptionEn:
      'Scalable enclave counts, fast creation and shared-memory communication; try it on QEMU and openEuler RISC-V.',
    chips: ['th1520'],
    boards: [],
    maintainers: ['IPADS 实验室'],
    versions: [
      v('v2.0', '2024-06-18', 'sPMP-based isolation and openEuler packages.'),
      v('v1.0', '2022-04-10', 'First public release.'),
    ],
  },
];
