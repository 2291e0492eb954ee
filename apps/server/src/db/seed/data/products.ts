import type { SeedProduct } from '../types';

// Demo catalogue of the RISC-V ecosystem: CPU cores -> SoCs -> boards, plus
// operating systems and SDKs. Specs only list figures published by vendors;
// anything uncertain was left out rather than guessed.
export const products: SeedProduct[] = [
  // ---------------------------------------------------------------- CPU cores
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

  // --------------------------------------------------------------------- SoCs
  {
    kind: 'hardware',
    category: 'soc',
    code: 'th1520',
    vendor: 'T-Head (XuanTie)',
    imageUrl: '/demo/th1520.svg',
    featured: true,
    sortOrder: 110,
    basedOn: 'xuantie-c910',
    specs: {
      CPU: '4× XuanTie C910, up to 1.85 GHz',
      NPU: '4 TOPS (INT8)',
      GPU: 'Imagination BXM-4-64',
      Process: '12 nm',
      Memory: 'LPDDR4X',
    },
    i18n: {
      'zh-CN': {
        name: 'TH1520',
        summary: '四核玄铁 C910 应用处理器，集成 NPU 与 GPU，面向 RISC-V 桌面与边缘 AI。',
        description: `TH1520 是平头哥推出的高性能 RISC-V SoC，主处理器为 4 个玄铁 C910 核心，并集成了 C906 与 E902 作为音频和低功耗协处理器。

- 4 TOPS（INT8）NPU，可运行常见视觉与语音模型
- Imagination GPU，支持图形桌面与视频编解码
- 12 nm 工艺

TH1520 是荔枝派 4A 等开发板的核心，也是众多 RISC-V 桌面发行版重点适配的平台。`,
      },
      'en-US': {
        name: 'TH1520',
        summary: 'Quad XuanTie C910 SoC with NPU and GPU for RISC-V desktops and edge AI.',
        description: `TH1520 is a high-performance RISC-V SoC from T-Head. Four XuanTie C910 cores do the main work, while C906 and E902 cores act as audio and low-power companions.

- 4 TOPS (INT8) NPU for common vision and speech models
- Imagination GPU for a graphical desktop, plus video codecs
- 12 nm process

TH1520 powers boards such as the Lichee Pi 4A and is a key target for RISC-V desktop distributions.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'soc',
    code: 'sg2042',
    vendor: 'SOPHGO',
    imageUrl: '/demo/sg2042.svg',
    website: 'https://www.sophgo.com',
    featured: false,
    sortOrder: 120,
    basedOn: 'xuantie-c920',
    specs: {
      CPU: '64× XuanTie C920, up to 2.0 GHz',
      'L3 cache': '64 MB',
      Memory: '4 channels DDR4-3200 with ECC',
      PCIe: '32 lanes PCIe Gen4',
    },
    i18n: {
      'zh-CN': {
        name: '算能 SG2042',
        summary: '64 核 RISC-V 服务器处理器，面向数据中心与高性能计算。',
        description: `SG2042 是算能推出的服务器级 RISC-V 处理器，集成 64 个玄铁 C920 核心，主频最高 2 GHz，配备 64 MB 三级缓存。

四通道 DDR4-3200 内存控制器和 32 条 PCIe Gen4 通道，使其可以搭配独立显卡、高速网卡和 NVMe 存储。SG2042 是 Milk-V Pioneer 等 RISC-V 工作站和服务器的核心，被广泛用于发行版构建与软件移植。`,
      },
      'en-US': {
        name: 'SOPHGO SG2042',
        summary: 'A 64-core RISC-V server processor for data centres and HPC.',
        description: `SG2042 is a server-class RISC-V processor from SOPHGO with 64 XuanTie C920 cores at up to 2 GHz and 64 MB of L3 cache.

Four DDR4-3200 channels and 32 lanes of PCIe Gen4 let it drive discrete GPUs, fast NICs and NVMe storage. It powers RISC-V workstations and servers such as the Milk-V Pioneer and is widely used for distribution builds and porting work.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'soc',
    code: 'sg2002',
    vendor: 'SOPHGO',
    imageUrl: '/demo/sg2002.svg',
    website: 'https://www.sophgo.com',
    featured: false,
    sortOrder: 130,
    basedOn: 'xuantie-c906',
    specs: {
      CPU: 'XuanTie C906 @ 1 GHz (or Cortex-A53) + C906 @ 700 MHz',
      MCU: '8051 subsystem',
      TPU: '1 TOPS (INT8)',
      Memory: '256 MB DDR3 in package',
      Video: 'H.264 / H.265 encoding, ISP',
    },
    i18n: {
      'zh-CN': {
        name: '算能 SG2002',
        summary: '面向边缘视觉的小型 SoC：双 C906 核、1 TOPS TPU、内置 256 MB 内存。',
        description: `SG2002 是算能面向智能摄像头、门锁、可视门铃等边缘视觉产品的 SoC。

- 大核为 1 GHz 的玄铁 C906（可切换为 Arm Cortex-A53），小核为 700 MHz 的 C906
- 集成 8051 MCU 子系统，可处理低功耗任务
- 自研 TPU 提供 1 TOPS（INT8）算力
- 封装内集成 256 MB DDR3，外围电路非常简洁

Milk-V Duo 256M 即基于 SG2002。`,
      },
      'en-US': {
        name: 'SOPHGO SG2002',
        summary: 'A tiny edge-vision SoC: two C906 cores, 1 TOPS TPU, 256 MB on package.',
        description: `SG2002 is SOPHGO's SoC for smart cameras, door locks, video doorbells and other edge-vision products.

- A 1 GHz XuanTie C906 main core (switchable to an Arm Cortex-A53) plus a 700 MHz C906
- An 8051 MCU subsystem for low-power tasks
- An in-house TPU delivering 1 TOPS (INT8)
- 256 MB of DDR3 inside the package, so boards stay very simple

The Milk-V Duo 256M is built on SG2002.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'soc',
    code: 'sg2000',
    vendor: 'SOPHGO',
    imageUrl: '/demo/sg2000.svg',
    website: 'https://www.sophgo.com',
    featured: false,
    sortOrder: 140,
    basedOn: 'xuantie-c906',
    specs: {
      CPU: 'XuanTie C906 @ 1 GHz (or Cortex-A53) + C906 @ 700 MHz',
      MCU: '8051 subsystem',
      Memory: '512 MB DDR3 in package',
      Video: 'H.264 / H.265 encoding, ISP',
    },
    i18n: {
      'zh-CN': {
        name: '算能 SG2000',
        summary: 'SG2002 的同系列型号，封装内集成 512 MB 内存并提供更多 IO。',
        description: `SG2000 与 SG2002 属于同一系列，处理器配置相同：1 GHz 玄铁 C906（可切换为 Cortex-A53）加 700 MHz C906 小核，以及 8051 MCU 子系统。

区别在于 SG2000 采用更大的封装，内置 512 MB DDR3，引出的 IO 更多，而 TPU 算力低于 SG2002。它是 Milk-V Duo S 的主控芯片。`,
      },
      'en-US': {
        name: 'SOPHGO SG2000',
        summary: 'A sibling of SG2002 with 512 MB of in-package memory and more I/O.',
        description: `SG2000 shares the SG2002 processor line-up: a 1 GHz XuanTie C906 (switchable to a Cortex-A53), a 700 MHz C906 and an 8051 MCU subsystem.

It uses a larger package with 512 MB of DDR3 and more I/O, while its TPU is smaller than the one in SG2002. It is the SoC of the Milk-V Duo S.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'soc',
    code: 'jh7110',
    vendor: 'StarFive',
    imageUrl: '/demo/jh7110.svg',
    website: 'https://www.starfivetech.com',
    featured: false,
    sortOrder: 150,
    basedOn: 'sifive-u74',
    specs: {
      CPU: '4× SiFive U74, up to 1.5 GHz',
      'Companion cores': 'SiFive S7 monitor core, E24 real-time core',
      GPU: 'Imagination BXE-4-32',
      Process: '28 nm',
      Memory: 'LPDDR4 / DDR4',
    },
    i18n: {
      'zh-CN': {
        name: '赛昉 JH7110',
        summary: '四核 SiFive U74 SoC，上游内核支持完善，是最普及的 RISC-V 芯片之一。',
        description: `JH7110 是赛昉科技推出的四核 64 位 RISC-V SoC，主核为最高 1.5 GHz 的 SiFive U74，另有 S7 监控核与 E24 实时核。

它集成 Imagination GPU、视频编解码、PCIe 和双千兆以太网控制器，采用 28 nm 工艺。JH7110 的驱动已大量进入 Linux 主线，Debian、Ubuntu、Fedora 等发行版均可在其上运行。`,
      },
      'en-US': {
        name: 'StarFive JH7110',
        summary: 'Quad SiFive U74 SoC with strong upstream support; one of the most common.',
        description: `JH7110 is a quad-core 64-bit RISC-V SoC from StarFive, built around SiFive U74 cores at up to 1.5 GHz, plus an S7 monitor core and an E24 real-time core.

It integrates an Imagination GPU, video codecs, PCIe and dual Gigabit Ethernet controllers on a 28 nm process. Much of its driver support is in mainline Linux, and Debian, Ubuntu and Fedora all run on it.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'soc',
    code: 'spacemit-k1',
    vendor: 'SpacemiT',
    imageUrl: '/demo/spacemit-k1.svg',
    website: 'https://www.spacemit.com',
    featured: true,
    sortOrder: 160,
    basedOn: 'spacemit-x60',
    specs: {
      CPU: '8× SpacemiT X60, up to 2.0 GHz',
      ISA: 'RVA22 with RVV 1.0',
      'AI compute': '2.0 TOPS',
      GPU: 'Imagination BXE-2-32',
      Memory: 'LPDDR4 / LPDDR4X',
    },
    i18n: {
      'zh-CN': {
        name: '进迭时空 K1',
        summary: '八核 X60 SoC，支持 RVA22 与 RVV 1.0，CPU 内融合 AI 算力。',
        description: `K1 是进迭时空推出的八核 RISC-V SoC，基于自研 X60 核心，是较早同时支持 RVA22 规范和 RVV 1.0 向量扩展的量产芯片。

- 8 个 X60 核心，主频最高 2.0 GHz
- 通过 CPU 内的 AI 扩展指令提供约 2.0 TOPS 算力
- 集成 GPU、视频编解码与丰富的高速接口

香蕉派 BPI-F3 等开发板采用 K1，适合作为 RVV 1.0 软件开发与性能优化的平台。`,
      },
      'en-US': {
        name: 'SpacemiT K1',
        summary: 'Octa-core X60 SoC with RVA22, RVV 1.0 and AI compute fused into the CPU.',
        description: `K1 is SpacemiT's eight-core RISC-V SoC based on its X60 core, and one of the first volume chips to support both the RVA22 profile and the RVV 1.0 vector extension.

- Eight X60 cores at up to 2.0 GHz
- About 2.0 TOPS of AI compute via in-CPU extensions
- Integrated GPU, video codecs and plenty of high-speed I/O

Boards such as the Banana Pi BPI-F3 use K1, making it a good platform for RVV 1.0 software work and tuning.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'soc',
    code: 'eic7700x',
    vendor: 'ESWIN Computing',
    imageUrl: '/demo/eic7700x.svg',
    featured: false,
    sortOrder: 170,
    basedOn: 'sifive-p550',
    specs: {
      CPU: '4× SiFive P550, up to 1.8 GHz',
      'L3 cache': '4 MB shared',
      NPU: 'up to 19.95 TOPS (INT8)',
      Memory: 'LPDDR5',
    },
    i18n: {
      'zh-CN': {
        name: '奕斯伟 EIC7700X',
        summary: '四核 SiFive P550 乱序 SoC，集成高算力 NPU，面向 AI PC 与边缘计算。',
        description: `EIC7700X 是奕斯伟计算推出的 RISC-V SoC，集成 4 个 SiFive P550 乱序核心和 4 MB 共享三级缓存。

芯片内置高算力 NPU、GPU、视频编解码和 PCIe 接口，配合 LPDDR5 内存，可用于 RISC-V 桌面、AI 推理和边缘服务器。HiFive Premier P550 与 Milk-V Megrez 均基于这颗芯片。`,
      },
      'en-US': {
        name: 'ESWIN EIC7700X',
        summary: 'Quad out-of-order SiFive P550 SoC with a large NPU for AI PCs and edge.',
        description: `EIC7700X is a RISC-V SoC from ESWIN Computing with four out-of-order SiFive P550 cores and 4 MB of shared L3 cache.

It integrates a high-throughput NPU, a GPU, video codecs and PCIe, paired with LPDDR5 memory, for RISC-V desktops, AI inference and edge servers. Both the HiFive Premier P550 and the Milk-V Megrez are built on it.`,
      },
    },
  },

  // ------------------------------------------------------------------- boards
  {
    kind: 'hardware',
    category: 'board',
    code: 'lichee-pi-4a',
    vendor: 'Sipeed',
    imageUrl: '/demo/lichee-pi-4a.svg',
    website: 'https://sipeed.com',
    featured: true,
    sortOrder: 210,
    basedOn: 'th1520',
    specs: {
      SoC: 'T-Head TH1520',
      Memory: '8 GB / 16 GB LPDDR4X',
      Storage: 'eMMC (up to 128 GB), microSD',
      Ethernet: '2× Gigabit',
      'Form factor': 'SoM + carrier board',
    },
    i18n: {
      'zh-CN': {
        name: '荔枝派 4A',
        summary: '基于 TH1520 的高性能 RISC-V 开发板，可流畅运行图形桌面。',
        description: `荔枝派 4A（Lichee Pi 4A）由矽速科技推出，采用核心板 + 底板设计，核心板搭载 TH1520 与最高 16 GB LPDDR4X 内存。

- 双千兆网口、USB 3.0、HDMI 输出与 MIPI 接口
- 支持 openEuler、Debian 系 RevyOS 等多个系统
- 可使用 RuyiSDK 一键下载并烧录系统镜像

凭借较强的性能和完善的社区资料，荔枝派 4A 常被用作 RISC-V 桌面体验机和软件移植平台。`,
      },
      'en-US': {
        name: 'Lichee Pi 4A',
        summary: 'A TH1520 RISC-V board fast enough for a smooth graphical desktop.',
        description: `The Lichee Pi 4A from Sipeed uses a SoM + carrier design; the module carries a TH1520 and up to 16 GB of LPDDR4X.

- Dual Gigabit Ethernet, USB 3.0, HDMI output and MIPI interfaces
- Runs openEuler, the Debian-based RevyOS and other systems
- Images can be downloaded and flashed in one step with RuyiSDK

With solid performance and good community documentation, it is a popular RISC-V desktop and porting machine.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'board',
    code: 'milkv-pioneer',
    vendor: 'Milk-V',
    imageUrl: '/demo/milkv-pioneer.svg',
    website: 'https://milkv.io',
    featured: true,
    sortOrder: 220,
    basedOn: 'sg2042',
    specs: {
      SoC: 'SOPHGO SG2042 (64 cores)',
      Memory: '4× DDR4 DIMM, up to 128 GB, ECC',
      Storage: '2× M.2, 5× SATA, microSD',
      'Form factor': 'micro-ATX',
    },
    i18n: {
      'zh-CN': {
        name: 'Milk-V Pioneer',
        summary: '采用 64 核 SG2042 的 micro-ATX 主板，原生 RISC-V 开发工作站。',
        description: `Milk-V Pioneer 是一块标准 micro-ATX 规格的 RISC-V 主板，搭载 64 核 SG2042，可以装进普通 PC 机箱使用。

- 4 条 DDR4 内存插槽，最高 128 GB，支持 ECC
- PCIe 插槽可接独立显卡和高速网卡
- M.2 与 SATA 接口满足大容量存储需求

它为开发者提供了原生的 RISC-V 编译与测试环境，常被用于发行版软件包构建集群。`,
      },
      'en-US': {
        name: 'Milk-V Pioneer',
        summary: 'A micro-ATX board with the 64-core SG2042: a native RISC-V workstation.',
        description: `Milk-V Pioneer is a standard micro-ATX RISC-V mainboard with the 64-core SG2042 that fits in an ordinary PC case.

- Four DDR4 slots, up to 128 GB with ECC
- PCIe slots for discrete graphics and fast network cards
- M.2 and SATA ports for plenty of storage

It gives developers a native RISC-V build and test machine and is often used in distribution build farms.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'board',
    code: 'milkv-duo-256m',
    vendor: 'Milk-V',
    imageUrl: '/demo/milkv-duo-256m.svg',
    website: 'https://milkv.io',
    featured: false,
    sortOrder: 230,
    basedOn: 'sg2002',
    specs: {
      SoC: 'SOPHGO SG2002',
      Memory: '256 MB DDR3 (in SoC)',
      Storage: 'microSD',
      Size: '21 × 51 mm',
    },
    i18n: {
      'zh-CN': {
        name: 'Milk-V Duo 256M',
        summary: '邮票大小的 RISC-V Linux 开发板，适合嵌入式与边缘 AI 入门。',
        description: `Milk-V Duo 256M 只有 21 × 51 mm，采用 SG2002，可以运行 Linux，也可以让小核运行 FreeRTOS 做实时控制。

板载 GPIO、UART、I2C、SPI 等接口，配合摄像头模块即可实验 TPU 加速的视觉识别。价格低、资料多，是学生和创客接触 RISC-V 的热门选择。`,
      },
      'en-US': {
        name: 'Milk-V Duo 256M',
        summary: 'A stamp-sized RISC-V Linux board for embedded and edge AI beginners.',
        description: `Milk-V Duo 256M measures just 21 × 51 mm. Its SG2002 runs Linux, while the small core can run FreeRTOS for real-time control.

GPIO, UART, I2C and SPI are broken out, and with a camera module you can try TPU-accelerated vision. Cheap and well documented, it is a favourite first RISC-V board for students and makers.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'board',
    code: 'milkv-duo-s',
    vendor: 'Milk-V',
    imageUrl: '/demo/milkv-duo-s.svg',
    website: 'https://milkv.io',
    featured: false,
    sortOrder: 240,
    basedOn: 'sg2000',
    specs: {
      SoC: 'SOPHGO SG2000',
      Memory: '512 MB DDR3 (in SoC)',
      Ethernet: '10/100 Mbps',
      Wireless: 'Wi-Fi 6 / Bluetooth 5 (optional)',
      Storage: 'microSD, optional eMMC',
    },
    i18n: {
      'zh-CN': {
        name: 'Milk-V Duo S',
        summary: 'Duo 系列的增强版：512 MB 内存、百兆网口，可选 Wi-Fi 6 与 eMMC。',
        description: `Milk-V Duo S 采用 SG2000，内存提升到 512 MB，并增加了以太网口、USB 接口以及可选的无线模块和 eMMC。

它保留了 Duo 系列 RISC-V / Arm 双架构可切换的特点，适合作为网关、小型服务器或带网络的边缘视觉节点。`,
      },
      'en-US': {
        name: 'Milk-V Duo S',
        summary: 'The bigger Duo: 512 MB RAM, Ethernet, optional Wi-Fi 6 and eMMC.',
        description: `Milk-V Duo S uses the SG2000, raising memory to 512 MB and adding Ethernet, a USB port and optional wireless and eMMC.

It keeps the Duo family's switchable RISC-V / Arm main core and works well as a gateway, a tiny server or a networked edge-vision node.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'board',
    code: 'visionfive-2',
    vendor: 'StarFive',
    imageUrl: '/demo/visionfive-2.svg',
    website: 'https://www.starfivetech.com',
    featured: true,
    sortOrder: 250,
    basedOn: 'jh7110',
    specs: {
      SoC: 'StarFive JH7110',
      Memory: '2 / 4 / 8 GB LPDDR4',
      Storage: 'microSD, eMMC, M.2 M-Key (NVMe)',
      USB: '4× USB 3.0',
      Ethernet: '2× RJ45',
    },
    i18n: {
      'zh-CN': {
        name: '赛昉 VisionFive 2',
        summary: '基于 JH7110 的四核 RISC-V 单板计算机，主流发行版支持最广泛。',
        description: `VisionFive 2 是赛昉科技推出的单板计算机，搭载 JH7110，提供 2/4/8 GB 内存版本。

- M.2 接口可接 NVMe 固态硬盘
- 4 个 USB 3.0、双网口、HDMI 输出
- Debian、Ubuntu、Fedora、openEuler 等均提供镜像

得益于 JH7110 良好的上游支持，VisionFive 2 是学习 RISC-V Linux 内核与驱动开发的理想平台。`,
      },
      'en-US': {
        name: 'StarFive VisionFive 2',
        summary: 'A quad-core JH7110 single-board computer with the widest distro support.',
        description: `VisionFive 2 is StarFive's single-board computer built on the JH7110, available with 2, 4 or 8 GB of memory.

- M.2 slot for an NVMe SSD
- Four USB 3.0 ports, two Ethernet ports and HDMI output
- Images from Debian, Ubuntu, Fedora, openEuler and others

Thanks to good upstream support for the JH7110, it is an ideal board for learning RISC-V Linux kernel and driver work.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'board',
    code: 'bananapi-bpi-f3',
    vendor: 'Banana Pi',
    imageUrl: '/demo/bananapi-bpi-f3.svg',
    website: 'https://www.banana-pi.org',
    featured: false,
    sortOrder: 260,
    basedOn: 'spacemit-k1',
    specs: {
      SoC: 'SpacemiT K1',
      CPU: '8× X60',
      Memory: 'LPDDR4',
      Ethernet: '2× Gigabit',
      Storage: 'eMMC, microSD',
    },
    i18n: {
      'zh-CN': {
        name: '香蕉派 BPI-F3',
        summary: '采用进迭时空 K1 的八核开发板，支持 RVV 1.0，适合工业与 AI 应用。',
        description: `香蕉派 BPI-F3 搭载进迭时空 K1 八核处理器，是较早面市的支持 RVV 1.0 的 RISC-V 开发板之一。

板载双千兆网口、eMMC、PCIe 扩展与丰富的 GPIO，可运行进迭时空的 Bianbu OS 以及多个社区发行版。对于需要验证向量化代码性能的开发者，BPI-F3 是一个性价比很高的选择。`,
      },
      'en-US': {
        name: 'Banana Pi BPI-F3',
        summary: 'An octa-core SpacemiT K1 board with RVV 1.0 for industrial and AI use.',
        description: `The Banana Pi BPI-F3 carries the eight-core SpacemiT K1 and was one of the first RISC-V boards with RVV 1.0.

It has dual Gigabit Ethernet, eMMC, PCIe expansion and plenty of GPIO, and runs SpacemiT's Bianbu OS as well as several community distributions. For developers who need to measure vectorised code, it is excellent value.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'board',
    code: 'hifive-premier-p550',
    vendor: 'SiFive',
    imageUrl: '/demo/hifive-premier-p550.svg',
    website: 'https://www.sifive.com',
    featured: false,
    sortOrder: 270,
    basedOn: 'eic7700x',
    specs: {
      SoC: 'ESWIN EIC7700X',
      Memory: '16 GB LPDDR5-6400',
      Storage: '128 GB eMMC',
      Expansion: 'PCIe 3.0 x4 (in an x16 slot)',
      USB: '5× USB 3.2 Gen 1',
    },
    i18n: {
      'zh-CN': {
        name: 'HiFive Premier P550',
        summary: 'SiFive 推出的乱序四核 RISC-V 开发板，面向软件开发与性能评估。',
        description: `HiFive Premier P550 由 SiFive 推出，采用奕斯伟 EIC7700X，是首批面向开发者销售的乱序执行 RISC-V 开发板之一。

- 16 GB LPDDR5 内存与 128 GB eMMC
- PCIe 3.0 x4 扩展（x16 物理插槽）
- 5 个 USB 3.2 Gen 1 接口

它适合用来评估乱序核上的编译器优化效果，以及开发依赖较高单核性能的应用。`,
      },
      'en-US': {
        name: 'HiFive Premier P550',
        summary: 'SiFive’s quad-core out-of-order RISC-V board for software developers.',
        description: `HiFive Premier P550 from SiFive uses the ESWIN EIC7700X and was among the first out-of-order RISC-V boards sold to developers.

- 16 GB LPDDR5 and 128 GB eMMC
- PCIe 3.0 x4 expansion in a physical x16 slot
- Five USB 3.2 Gen 1 ports

It is well suited to evaluating compiler optimisations on an out-of-order core and to applications that need strong single-thread performance.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'board',
    code: 'milkv-megrez',
    vendor: 'Milk-V',
    imageUrl: '/demo/milkv-megrez.svg',
    website: 'https://milkv.io',
    featured: false,
    sortOrder: 280,
    basedOn: 'eic7700x',
    specs: {
      SoC: 'ESWIN EIC7700X',
      CPU: '4× SiFive P550',
      Memory: 'LPDDR5',
      'Form factor': 'Mini-ITX',
    },
    i18n: {
      'zh-CN': {
        name: 'Milk-V Megrez',
        summary: '基于 EIC7700X 的 Mini-ITX 主板，打造紧凑的 RISC-V AI 桌面。',
        description: `Milk-V Megrez 是一块 Mini-ITX 规格的 RISC-V 主板，采用奕斯伟 EIC7700X 四核乱序处理器与 LPDDR5 内存。

标准尺寸意味着它可以直接装入常见的小型机箱，配合芯片内置的 NPU，可以组建一台小巧的 RISC-V AI 桌面或家庭服务器。`,
      },
      'en-US': {
        name: 'Milk-V Megrez',
        summary: 'A Mini-ITX EIC7700X mainboard for a compact RISC-V AI desktop.',
        description: `Milk-V Megrez is a Mini-ITX RISC-V mainboard with the quad-core out-of-order ESWIN EIC7700X and LPDDR5 memory.

The standard size fits common small cases, and together with the on-chip NPU it makes a compact RISC-V AI desktop or home server.`,
      },
    },
  },

  // -------------------------------------------------------- operating systems
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

  // --------------------------------------------------------------- SDKs/tools
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
