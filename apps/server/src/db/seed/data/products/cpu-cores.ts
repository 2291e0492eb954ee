import type { SeedProduct } from '../../types';

// Demo catalogue: CPU cores. Specs only list figures published by vendors.
export const cpuCores: SeedProduct[] = [
  {
    kind: 'hardware',
    category: 'cpu',
    code: 'xuantie-c906',
    vendor: 'T-Head (XuanTie)',
    imageUrl: '/demo/xuantie-c906.svg',
    website: 'https://github.com/XUANTIE-RV/openc906',
    featured: false,
    sortOrder: 10,
    specs: {
      ISA: 'RV64GC, optional vector unit (RVV 0.7.1)',
      Pipeline: '5-stage, in-order, single-issue',
      MMU: 'Sv39, runs Linux',
      'Open-source RTL': 'OpenC906 (Apache-2.0)',
    },
    i18n: {
      'zh-CN': {
        name: '玄铁 C906',
        summary: '可运行 Linux 的 64 位低功耗 RISC-V 处理器核，入门级开发板的常见选择。',
        description: `玄铁 C906 是平头哥推出的 64 位 RISC-V 处理器核，采用 5 级顺序单发射流水线，在功耗和面积上做了精简，同时具备 MMU，可以运行完整的 Linux 系统。

可选的向量单元基于 RVV 0.7.1 草案，适合轻量的多媒体与 AI 预处理任务。C906 被多款低成本 SoC 采用，是许多开发者接触 RISC-V Linux 的第一颗核。

其 RTL 已以 OpenC906 项目的形式在 Apache-2.0 许可下开源，便于教学与研究。`,
      },
      'en-US': {
        name: 'XuanTie C906',
        summary: 'A low-power 64-bit RISC-V core that runs Linux, common on entry-level boards.',
        description: `XuanTie C906 is a 64-bit RISC-V core from T-Head with a 5-stage, in-order, single-issue pipeline. It is small and power-efficient, yet has an MMU and runs a full Linux system.

An optional vector unit implements the RVV 0.7.1 draft, which helps with light multimedia and AI pre-processing. C906 is used in several low-cost SoCs and is the first RISC-V Linux core many developers meet.

Its RTL is open-sourced as OpenC906 under the Apache-2.0 licence, which makes it popular for teaching and research.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'cpu',
    code: 'xuantie-c908',
    vendor: 'T-Head (XuanTie)',
    imageUrl: '/demo/xuantie-c908.svg',
    website: 'https://github.com/XUANTIE-RV',
    featured: false,
    sortOrder: 20,
    specs: {
      ISA: 'RV64GCB with RVV 1.0',
      Pipeline: 'in-order, dual-issue',
      Target: 'AIoT, vision and edge computing',
    },
    i18n: {
      'zh-CN': {
        name: '玄铁 C908',
        summary: '支持 RVV 1.0 向量扩展的双发射顺序处理器核，面向 AIoT 与边缘计算。',
        description: `玄铁 C908 定位于 C906 与 C910 之间，采用顺序双发射流水线，在能效比和单核性能之间取得平衡。

- 支持 RISC-V 标准 **RVV 1.0** 向量扩展，可直接使用上游 GCC / LLVM 的向量支持
- 支持 B（位操作）扩展
- 适用于视觉处理、智能终端、边缘计算等场景

嘉楠 Kendryte K230 等芯片采用了 C908 作为主处理器核。`,
      },
      'en-US': {
        name: 'XuanTie C908',
        summary: 'An in-order dual-issue core with RVV 1.0 vectors for AIoT and edge devices.',
        description: `XuanTie C908 sits between C906 and C910: an in-order, dual-issue pipeline that balances efficiency and single-thread performance.

- Implements the ratified **RVV 1.0** vector extension, supported by upstream GCC and LLVM
- Supports the B (bit-manipulation) extension
- Aimed at vision processing, smart devices and edge computing

Chips such as the Canaan Kendryte K230 use C908 as their main application core.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'cpu',
    code: 'xuantie-c910',
    vendor: 'T-Head (XuanTie)',
    imageUrl: '/demo/xuantie-c910.svg',
    website: 'https://github.com/XUANTIE-RV/openc910',
    featured: false,
    sortOrder: 30,
    specs: {
      ISA: 'RV64GC with XuanTie custom extensions',
      Pipeline: '12-stage, out-of-order, superscalar',
      Cluster: '1–4 cores per cluster',
      'Open-source RTL': 'OpenC910 (Apache-2.0)',
    },
    i18n: {
      'zh-CN': {
        name: '玄铁 C910',
        summary: '12 级流水线乱序超标量高性能 RISC-V 处理器核，支持多核簇。',
        description: `玄铁 C910 是平头哥面向高性能场景的 64 位 RISC-V 处理器核，采用 12 级乱序超标量流水线，单个簇最多可配置 4 个核。

C910 是 TH1520 等 SoC 的主处理器核，使 RISC-V 首次在开发板上达到可用的桌面级体验。

与 C906 一样，C910 的 RTL 以 OpenC910 项目在 Apache-2.0 许可下开源。`,
      },
      'en-US': {
        name: 'XuanTie C910',
        summary: 'A 12-stage out-of-order superscalar RISC-V core built for performance.',
        description: `XuanTie C910 is T-Head's high-performance 64-bit RISC-V core: a 12-stage, out-of-order, superscalar pipeline, with up to four cores per cluster.

It is the main application core of SoCs such as the TH1520, which brought a usable desktop experience to RISC-V development boards.

Like C906, its RTL is open-sourced as OpenC910 under the Apache-2.0 licence.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'cpu',
    code: 'xuantie-c920',
    vendor: 'T-Head (XuanTie)',
    imageUrl: '/demo/xuantie-c920.svg',
    website: 'https://github.com/XUANTIE-RV',
    featured: false,
    sortOrder: 40,
    specs: {
      ISA: 'RV64GC with vector unit (RVV 0.7.1)',
      Pipeline: '12-stage, out-of-order, superscalar',
      Lineage: 'C910 microarchitecture plus vector unit',
    },
    i18n: {
      'zh-CN': {
        name: '玄铁 C920',
        summary: '在 C910 基础上增加向量单元的高性能核，用于服务器级多核芯片。',
        description: `玄铁 C920 在 C910 乱序微架构的基础上增加了向量计算单元（RVV 0.7.1），提升了浮点与数据并行负载的吞吐能力。

C920 面向高性能计算与服务器场景，算能 SG2042 便集成了 64 个 C920 核心。`,
      },
      'en-US': {
        name: 'XuanTie C920',
        summary: 'The C910 microarchitecture plus a vector unit, used in server-class chips.',
        description: `XuanTie C920 adds a vector unit (RVV 0.7.1) to the out-of-order C910 microarchitecture, raising throughput for floating-point and data-parallel workloads.

It targets high-performance computing and servers: the SOPHGO SG2042 integrates 64 C920 cores.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'cpu',
    code: 'xuantie-e906',
    vendor: 'T-Head (XuanTie)',
    imageUrl: '/demo/xuantie-e906.svg',
    website: 'https://github.com/XUANTIE-RV/opene906',
    featured: false,
    sortOrder: 50,
    specs: {
      ISA: 'RV32IMAC, optional F/D and P (DSP) extensions',
      Pipeline: '5-stage, in-order',
      Class: 'embedded / microcontroller',
      'Open-source RTL': 'OpenE906 (Apache-2.0)',
    },
    i18n: {
      'zh-CN': {
        name: '玄铁 E906',
        summary: '面向嵌入式与 MCU 场景的 32 位高能效 RISC-V 处理器核。',
        description: `玄铁 E906 是一款 32 位嵌入式处理器核，采用 5 级顺序流水线，可选配浮点单元与 DSP（P 扩展），适用于控制、传感和音频等实时场景。

它常作为 SoC 中的协处理器或独立 MCU 的主核使用。E906 的 RTL 以 OpenE906 项目开源，配套有仿真环境和测试用例，适合作为处理器设计课程的实验平台。`,
      },
      'en-US': {
        name: 'XuanTie E906',
        summary: 'An energy-efficient 32-bit RISC-V core for embedded and MCU designs.',
        description: `XuanTie E906 is a 32-bit embedded core with a 5-stage in-order pipeline and optional floating-point and DSP (P extension) units, suited to control, sensing and audio tasks.

It is used as a companion core inside SoCs or as the main core of a microcontroller. The RTL is open-sourced as OpenE906 together with a simulation test bench, making it a good lab platform for processor-design courses.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'cpu',
    code: 'sifive-u74',
    vendor: 'SiFive',
    imageUrl: '/demo/sifive-u74.svg',
    website: 'https://www.sifive.com',
    featured: false,
    sortOrder: 60,
    specs: {
      ISA: 'RV64GC (RV64IMAFDC)',
      Pipeline: '8-stage, in-order, dual-issue',
      Series: 'SiFive U7 series',
      MMU: 'Sv39, runs Linux',
    },
    i18n: {
      'zh-CN': {
        name: 'SiFive U74',
        summary: 'SiFive U7 系列应用处理器核，8 级双发射顺序流水线，可运行 Linux。',
        description: `SiFive U74 属于 SiFive U7 系列，是较早实现量产并大规模进入开发板的 64 位 RISC-V 应用处理器核。

- 8 级顺序双发射流水线
- 支持 RV64GC 与 Sv39 虚拟内存
- 上游 Linux、U-Boot 与 OpenSBI 支持完善

赛昉 JH7110 集成了 4 个 U74 核心。`,
      },
      'en-US': {
        name: 'SiFive U74',
        summary: 'A SiFive U7-series application core: 8-stage dual-issue, runs Linux.',
        description: `SiFive U74 belongs to the U7 series and was one of the first 64-bit RISC-V application cores to ship widely on development boards.

- 8-stage, in-order, dual-issue pipeline
- RV64GC with Sv39 virtual memory
- Mature upstream support in Linux, U-Boot and OpenSBI

The StarFive JH7110 integrates four U74 cores.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'cpu',
    code: 'sifive-p550',
    vendor: 'SiFive',
    imageUrl: '/demo/sifive-p550.svg',
    website: 'https://www.sifive.com',
    featured: false,
    sortOrder: 70,
    specs: {
      ISA: 'RV64GCB',
      Pipeline: '13-stage, out-of-order, triple-issue',
      Series: 'SiFive Performance P500 series',
    },
    i18n: {
      'zh-CN': {
        name: 'SiFive P550',
        summary: 'SiFive Performance 系列乱序处理器核，13 级流水线、三发射。',
        description: `SiFive P550 是 SiFive Performance 系列中的乱序执行处理器核，采用 13 级流水线，每周期最多发射三条指令。

相比顺序执行的 U74，P550 在编译、数据库等通用负载上有明显提升。奕斯伟 EIC7700X 集成了 4 个 P550 核心，使其成为首批可以买到的乱序 RISC-V 开发平台之一。`,
      },
      'en-US': {
        name: 'SiFive P550',
        summary: 'An out-of-order SiFive Performance core: 13-stage, triple-issue.',
        description: `SiFive P550 is an out-of-order core in the SiFive Performance family, with a 13-stage pipeline that can issue up to three instructions per cycle.

Compared with the in-order U74 it is much faster on general workloads such as compiling. The ESWIN EIC7700X integrates four P550 cores, making it one of the first out-of-order RISC-V platforms you can buy.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'cpu',
    code: 'spacemit-x60',
    vendor: 'SpacemiT',
    imageUrl: '/demo/spacemit-x60.svg',
    website: 'https://www.spacemit.com',
    featured: false,
    sortOrder: 80,
    specs: {
      ISA: 'RV64GCV, RVA22 profile',
      Vector: 'RVV 1.0, VLEN 256',
      Pipeline: 'in-order, dual-issue',
      'AI extensions': 'vendor dot-product / matrix instructions',
    },
    i18n: {
      'zh-CN': {
        name: '进迭时空 X60',
        summary: '符合 RVA22、支持 256 位 RVV 1.0 向量的顺序双发射处理器核。',
        description: `X60 是进迭时空自研的 64 位 RISC-V 处理器核，遵循 RVA22 规范，支持 VLEN 为 256 位的 RVV 1.0 向量扩展。

在标准指令之外，X60 还加入了面向 AI 推理的自定义点积 / 矩阵类指令，可在 CPU 上直接加速 INT8 计算。进迭时空 K1 集成了 8 个 X60 核心。`,
      },
      'en-US': {
        name: 'SpacemiT X60',
        summary: 'An RVA22 in-order dual-issue core with 256-bit RVV 1.0 vectors.',
        description: `X60 is SpacemiT's in-house 64-bit RISC-V core. It follows the RVA22 profile and implements RVV 1.0 with a 256-bit vector length.

On top of the standard ISA it adds vendor dot-product / matrix instructions that accelerate INT8 AI inference directly on the CPU. The SpacemiT K1 integrates eight X60 cores.`,
      },
    },
  },
];
