import type { SeedProduct } from '../../types';

// Demo catalogue: SoCs. Specs only list figures published by vendors.
export const socs: SeedProduct[] = [
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
      Cores: '4',
      ISA: 'RV64GC, RVV 0.7.1',
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
      Cores: '64',
      ISA: 'RV64GCV, RVV 0.7.1',
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
      Cores: '2',
      ISA: 'RV64GC',
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
      Cores: '2',
      ISA: 'RV64GC',
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
      Cores: '4',
      ISA: 'RV64GC',
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
      Cores: '8',
      CPU: '8× SpacemiT X60, up to 2.0 GHz',
      ISA: 'RV64GCV (RVA22 with RVV 1.0)',
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
      Cores: '4',
      ISA: 'RV64GC',
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
];
