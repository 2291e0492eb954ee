import type { SeedProduct } from '../../types';

// Demo catalogue: development boards. Specs only list figures published by vendors.
export const boards: SeedProduct[] = [
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
      Cores: '4',
      ISA: 'RV64GC',
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
      Cores: '64',
      ISA: 'RV64GCV',
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
      Cores: '2',
      ISA: 'RV64GC',
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
      Cores: '2',
      ISA: 'RV64GC',
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
      Cores: '4',
      ISA: 'RV64GC',
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
      Cores: '8',
      ISA: 'RV64GCV',
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
      Cores: '4',
      ISA: 'RV64GC',
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
      Cores: '4',
      ISA: 'RV64GC',
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
];
