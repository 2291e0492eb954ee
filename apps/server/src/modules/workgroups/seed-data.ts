import type { WorkgroupRepository } from '@occ/shared';

// Demo workgroups (issue 16): four RISC-V special-interest groups in both languages, with their
// maintainers and members (the community's demo users), meetings and repositories.

export interface SeedMeeting {
  /** days from the seeding day (negative: already held, with minutes) */
  inDays: number;
  titleZh: string;
  titleEn: string;
  agendaZh: string;
  agendaEn: string;
  minutesZh?: string;
  minutesEn?: string;
}

export interface SeedWorkgroup {
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  charterZh: string;
  charterEn: string;
  tag: string;
  repositories: WorkgroupRepository[];
  maintainers: string[];
  members: string[];
  pending: string[];
  meetings: SeedMeeting[];
}

export const seedWorkgroups: SeedWorkgroup[] = [
  {
    nameZh: '向量扩展 SIG',
    nameEn: 'Vector Extension SIG',
    descriptionZh: '围绕 RISC-V 向量扩展（RVV 1.0）的编译器自动向量化、内建函数与数学库优化。',
    descriptionEn:
      'Compiler auto-vectorisation, intrinsics and math-library tuning for the RISC-V Vector extension (RVV 1.0).',
    charterZh:
      '## 目标\n\n- 推动 GCC 与 LLVM 对 RVV 1.0 的自动向量化质量\n- 维护 RVV 内建函数示例与测试集\n- 为 OpenBLAS、FFmpeg 等常用库提交向量化补丁\n\n## 决策方式\n\n维护者在双周例会上以多数同意作出决定，会议纪要公开发布。',
    charterEn:
      '## Goals\n\n- Improve the quality of GCC and LLVM auto-vectorisation for RVV 1.0\n- Maintain RVV intrinsic examples and a test suite\n- Upstream vector patches to common libraries such as OpenBLAS and FFmpeg\n\n## Decisions\n\nMaintainers decide by majority at the bi-weekly meeting; minutes are published.',
    tag: 'rvv',
    repositories: [
      { name: 'rvv-intrinsic-doc', url: 'https://github.com/riscv-non-isa/rvv-intrinsic-doc' },
      { name: 'riscv-v-spec', url: 'https://github.com/riscvarchive/riscv-v-spec' },
    ],
    maintainers: ['rv_lin'],
    members: ['emily_dev'],
    pending: ['boardmaker'],
    meetings: [
      {
        inDays: -14,
        titleZh: 'RVV 自动向量化现状回顾',
        titleEn: 'State of RVV auto-vectorisation',
        agendaZh: '1. GCC 14 向量化回归测试结果\n2. LLVM 可伸缩向量成本模型',
        agendaEn: '1. GCC 14 vectoriser regression results\n2. The LLVM scalable-vector cost model',
        minutesZh: '- 确认 C906 上 0.7.1 与 1.0 的差异需单独文档说明\n- 林工负责整理基准测试脚本',
        minutesEn:
          '- Agreed that the 0.7.1 vs 1.0 differences on C906 need their own note\n- Lin will collect the benchmark scripts',
      },
      {
        inDays: 7,
        titleZh: 'OpenBLAS RVV 内核评审',
        titleEn: 'OpenBLAS RVV kernel review',
        agendaZh: '1. DGEMM 内核补丁评审\n2. 在云实验室 SG2042 上的性能数据',
        agendaEn: '1. Review of the DGEMM kernel patch\n2. Performance figures on the cloud lab’s SG2042',
      },
    ],
  },
  {
    nameZh: 'RISC-V Linux 内核 SIG',
    nameEn: 'RISC-V Linux Kernel SIG',
    descriptionZh: '跟踪并参与 RISC-V 架构 Linux 内核的上游开发，覆盖启动、设备树与驱动移植。',
    descriptionEn:
      'Follows and takes part in upstream Linux kernel work for RISC-V: boot, device trees and driver porting.',
    charterZh:
      '## 范围\n\n- arch/riscv 相关补丁的评审与测试\n- 国产 SoC（TH1520、JH7110、SG2042）的设备树与驱动上游\n\n## 成员\n\n任何提交过内核补丁或测试报告的开发者均可申请加入。',
    charterEn:
      '## Scope\n\n- Review and testing of arch/riscv patches\n- Upstreaming device trees and drivers for SoCs such as TH1520, JH7110 and SG2042\n\n## Membership\n\nAny developer who has sent a kernel patch or a test report may apply.',
    tag: 'kernel',
    repositories: [
      { name: 'linux (riscv)', url: 'https://git.kernel.org/pub/scm/linux/kernel/git/riscv/linux.git' },
      { name: 'opensbi', url: 'https://github.com/riscv-software-src/opensbi' },
    ],
    maintainers: ['kernel_zhao'],
    members: ['rv_lin'],
    pending: [],
    meetings: [
      {
        inDays: -21,
        titleZh: 'v6.8 合并窗口回顾',
        titleEn: 'v6.8 merge window review',
        agendaZh: '1. 已合入的 RISC-V 补丁\n2. TH1520 时钟驱动进展',
        agendaEn: '1. RISC-V patches merged\n2. Progress of the TH1520 clock driver',
        minutesZh: '- TH1520 时钟驱动进入第 3 版评审\n- 赵内核整理 JH7110 PCIe 测试报告',
        minutesEn:
          '- The TH1520 clock driver is in its third review round\n- Zhao will write up the JH7110 PCIe test report',
      },
      {
        inDays: 10,
        titleZh: 'SG2042 上游状态同步',
        titleEn: 'SG2042 upstream status',
        agendaZh: '1. SG2042 设备树\n2. 多路服务器的 NUMA 支持',
        agendaEn: '1. SG2042 device tree\n2. NUMA support on multi-socket servers',
      },
    ],
  },
  {
    nameZh: '工具链 SIG',
    nameEn: 'Toolchain SIG',
    descriptionZh: 'GCC、LLVM、binutils 与 GDB 的 RISC-V 支持，以及 RuyiSDK 工具链的打包与发布。',
    descriptionEn:
      'RISC-V support in GCC, LLVM, binutils and GDB, and packaging and releases of the RuyiSDK toolchains.',
    charterZh:
      '## 目标\n\n- 每季度发布经过验证的 RuyiSDK 工具链\n- 跟踪新扩展（Zvk、Zicond、Zfa）在编译器中的支持\n\n## 流程\n\n发布前在云实验室的开发板上完成回归测试。',
    charterEn:
      '## Goals\n\n- A verified RuyiSDK toolchain release every quarter\n- Track compiler support of new extensions (Zvk, Zicond, Zfa)\n\n## Process\n\nReleases pass a regression run on the cloud lab’s boards first.',
    tag: 'toolchain',
    repositories: [
      { name: 'riscv-gnu-toolchain', url: 'https://github.com/riscv-collab/riscv-gnu-toolchain' },
      { name: 'ruyi', url: 'https://github.com/ruyisdk/ruyi' },
    ],
    maintainers: ['emily_dev'],
    members: ['kernel_zhao'],
    pending: [],
    meetings: [
      {
        inDays: -7,
        titleZh: '季度工具链发布计划',
        titleEn: 'Quarterly toolchain release plan',
        agendaZh: '1. GCC 14.1 升级\n2. LLVM 18 打包',
        agendaEn: '1. Moving to GCC 14.1\n2. Packaging LLVM 18',
        minutesZh: '- 确定 GCC 14.1 作为默认版本\n- LLVM 18 先以预览包发布',
        minutesEn: '- GCC 14.1 becomes the default\n- LLVM 18 ships as a preview package first',
      },
    ],
  },
  {
    nameZh: '嵌入式与 RTOS SIG',
    nameEn: 'Embedded and RTOS SIG',
    descriptionZh: '面向 RISC-V MCU 的实时操作系统移植、低功耗与外设驱动，覆盖 RT-Thread、Zephyr 与 YoC。',
    descriptionEn:
      'Real-time operating systems on RISC-V MCUs: RT-Thread, Zephyr and YoC ports, low power and peripheral drivers.',
    charterZh:
      '## 范围\n\n- RTOS 在 RISC-V MCU 上的移植与 BSP\n- 低功耗与中断控制器（CLIC）支持\n\n## 交付\n\n每个移植都附带可在云实验室复现的示例。',
    charterEn:
      '## Scope\n\n- RTOS ports and BSPs for RISC-V MCUs\n- Low power and interrupt controller (CLIC) support\n\n## Deliverables\n\nEvery port comes with an example that runs in the cloud lab.',
    tag: 'yoc',
    repositories: [
      { name: 'rt-thread', url: 'https://github.com/RT-Thread/rt-thread' },
      { name: 'zephyr', url: 'https://github.com/zephyrproject-rtos/zephyr' },
    ],
    maintainers: ['boardmaker'],
    members: [],
    pending: ['emily_dev'],
    meetings: [
      {
        inDays: 3,
        titleZh: 'CLIC 中断控制器移植讨论',
        titleEn: 'Porting to the CLIC interrupt controller',
        agendaZh: '1. RT-Thread 的 CLIC 支持现状\n2. Zephyr 的向量中断模式',
        agendaEn: '1. CLIC support in RT-Thread\n2. Vectored interrupt mode in Zephyr',
      },
    ],
  },
];
