// Cloud lab demo inventory (issue 6): companies -> CPU cores -> SoCs -> board models -> devices.
// Figures are the vendors' published ones. Every device starts 'offline', the emulated QEMU ones
// too: a board is online only while a lab agent serves it (the agent marks it online when it
// connects and offline when it goes), so the demo never offers a board whose console cannot open.
//
// industries, fields and microservices are stable slugs (the web translates them, falling back to
// the slug); OS types are product names and shown as they are.

export interface SeedLabCompany {
  /** Chinese name (the unique key) */
  name: string;
  nameEn: string;
  website?: string;
}

export interface SeedLabCpu {
  company: string;
  name: string;
  isa: string;
  description: string;
}

export interface SeedLabSoc {
  company: string;
  cpu: string;
  name: string;
  description: string;
}

export interface SeedLabBoard {
  company: string;
  soc: string;
  name: string;
  description: string;
  imageUrl?: string;
  osTypes: string[];
  industries: string[];
  fields: string[];
  microservices: string[];
  /** reservable for this many days after seeding (the card's end date); absent = open-ended */
  availableForDays?: number;
  /** device name prefix; devices are `${prefix}-01`... */
  devicePrefix: string;
  driver: 'qemu' | 'serial';
  /** one state per device (1-4 devices) */
  devices: ('online' | 'offline' | 'maintenance' | 'not_ready')[];
  /** the code of the catalogue product this board is (its page offers the reservation) */
  product?: string;
}

export const labCompanies: SeedLabCompany[] = [
  { name: '平头哥', nameEn: 'T-Head', website: 'https://www.t-head.cn' },
  { name: 'SiFive', nameEn: 'SiFive', website: 'https://www.sifive.com' },
  { name: '赛昉科技', nameEn: 'StarFive', website: 'https://www.starfivetech.com' },
  { name: '算能', nameEn: 'Sophgo', website: 'https://www.sophgo.com' },
  { name: '乐鑫科技', nameEn: 'Espressif', website: 'https://www.espressif.com' },
  { name: '全志科技', nameEn: 'Allwinner', website: 'https://www.allwinnertech.com' },
  { name: '嘉楠科技', nameEn: 'Canaan', website: 'https://www.canaan-creative.com' },
  { name: '进迭时空', nameEn: 'SpacemiT', website: 'https://www.spacemit.com' },
  { name: '南京沁恒', nameEn: 'WCH', website: 'https://www.wch.cn' },
  { name: '奕斯伟计算', nameEn: 'ESWIN Computing', website: 'https://www.eswincomputing.com' },
  { name: '矽速科技', nameEn: 'Sipeed', website: 'https://sipeed.com' },
  { name: 'Milk-V', nameEn: 'Milk-V', website: 'https://milkv.io' },
  { name: '香蕉派', nameEn: 'Banana Pi', website: 'https://www.banana-pi.org' },
  { name: 'QEMU（模拟）', nameEn: 'QEMU (emulated)', website: 'https://www.qemu.org' },
];

export const labCpus: SeedLabCpu[] = [
  {
    company: '平头哥',
    name: 'XuanTie C906',
    isa: 'RV64GCV (RVV 0.7.1)',
    description: '5-stage in-order single-issue core with MMU; runs Linux.',
  },
  {
    company: '平头哥',
    name: 'XuanTie C908',
    isa: 'RV64GCV (RVV 1.0)',
    description: '9-stage dual-issue in-order core, RVA22 profile with RVV 1.0.',
  },
  {
    company: '平头哥',
    name: 'XuanTie C910',
    isa: 'RV64GCV (RVV 0.7.1)',
    description: '12-stage out-of-order triple-issue core, up to 4 cores per cluster.',
  },
  {
    company: '平头哥',
    name: 'XuanTie C920',
    isa: 'RV64GCV (RVV 0.7.1)',
    description: 'C910 derivative with a vector unit, built for many-core servers.',
  },
  {
    company: 'SiFive',
    name: 'SiFive U74',
    isa: 'RV64GC',
    description: '8-stage dual-issue in-order application core (U7 series).',
  },
  {
    company: 'SiFive',
    name: 'SiFive P550',
    isa: 'RV64GC',
    description: '13-stage triple-issue out-of-order core (Performance P500 series).',
  },
  {
    company: '进迭时空',
    name: 'SpacemiT X60',
    isa: 'RV64GCV (RVA22, RVV 1.0, VLEN 256)',
    description: 'Dual-issue in-order core with 256-bit vectors and AI extensions.',
  },
  {
    company: '乐鑫科技',
    name: 'Espressif RV32IMC',
    isa: 'RV32IMC',
    description: '32-bit single-core microcontroller core up to 160 MHz.',
  },
  {
    company: '南京沁恒',
    name: 'QingKe V4F',
    isa: 'RV32IMACF',
    description: '32-bit microcontroller core with single-precision FPU, up to 144 MHz.',
  },
  {
    company: 'QEMU（模拟）',
    name: 'QEMU rv64',
    isa: 'RV64GCV (RVV 1.0)',
    description: 'The generic RV64 CPU emulated by qemu-system-riscv64.',
  },
];

export const labSocs: SeedLabSoc[] = [
  {
    company: '平头哥',
    cpu: 'XuanTie C910',
    name: 'TH1520',
    description: '4× C910 @ 1.85 GHz, 4 TOPS NPU, Imagination BXM-4-64 GPU.',
  },
  {
    company: '算能',
    cpu: 'XuanTie C920',
    name: 'SG2042',
    description: '64× C920 @ 2 GHz, 64 MB L3, four DDR4-3200 channels, 32 PCIe Gen4 lanes.',
  },
  {
    company: '算能',
    cpu: 'XuanTie C906',
    name: 'SG2002',
    description: 'C906 @ 1 GHz + C906 @ 700 MHz + 8051, 1 TOPS NPU, 256 MB DDR3 in package.',
  },
  {
    company: '赛昉科技',
    cpu: 'SiFive U74',
    name: 'JH7110',
    description: '4× U74 @ 1.5 GHz, Imagination BXE-4-32 GPU, 4K video decode.',
  },
  {
    company: '全志科技',
    cpu: 'XuanTie C906',
    name: 'D1',
    description: 'Single C906 @ 1 GHz with HiFi4 DSP and 4K video decode.',
  },
  {
    company: '进迭时空',
    cpu: 'SpacemiT X60',
    name: 'K1',
    description: '8× X60 @ 1.6 GHz, 2 TOPS AI, Imagination BXE-2-32 GPU.',
  },
  {
    company: '嘉楠科技',
    cpu: 'XuanTie C908',
    name: 'K230',
    description: 'C908 @ 1.6 GHz + C908 @ 800 MHz, KPU for 6 TOPS-class vision models.',
  },
  {
    company: '乐鑫科技',
    cpu: 'Espressif RV32IMC',
    name: 'ESP32-C3',
    description: 'Wi-Fi 4 + Bluetooth 5 (LE) SoC, 400 KB SRAM.',
  },
  {
    company: '南京沁恒',
    cpu: 'QingKe V4F',
    name: 'CH32V307',
    description: 'Microcontroller with Gigabit Ethernet MAC, USB HS, CAN and 8 UARTs.',
  },
  {
    company: '奕斯伟计算',
    cpu: 'SiFive P550',
    name: 'EIC7700X',
    description: '4× P550 @ 1.4 GHz, 19.95 TOPS NPU, LPDDR5 memory.',
  },
  {
    company: 'QEMU（模拟）',
    cpu: 'QEMU rv64',
    name: 'QEMU virt',
    description: 'The virt machine of qemu-system-riscv64: OpenSBI, U-Boot, virtio devices.',
  },
];

export const labBoards: SeedLabBoard[] = [
  {
    company: '矽速科技',
    soc: 'TH1520',
    name: 'LicheePi 4A',
    product: 'lichee-pi-4a',
    description: 'TH1520 SoM, 16 GB LPDDR4X, 128 GB eMMC, 2× Gigabit Ethernet, HDMI.',
    imageUrl: '/demo/lichee-pi-4a.svg',
    osTypes: ['Debian', 'openEuler', 'Fedora'],
    industries: ['education', 'edge-computing', 'consumer-electronics'],
    fields: ['linux', 'ai', 'multimedia'],
    microservices: ['benchmark', 'compatibility', 'performance'],
    devicePrefix: 'lpi4a',
    driver: 'serial',
    devices: ['offline', 'offline', 'offline'],
  },
  {
    company: 'Milk-V',
    soc: 'SG2042',
    name: 'Milk-V Pioneer',
    product: 'milkv-pioneer',
    description: 'SG2042 64-core workstation board, 128 GB DDR4, PCIe x16 slots.',
    imageUrl: '/demo/milkv-pioneer.svg',
    osTypes: ['Fedora', 'openEuler', 'Debian'],
    industries: ['data-center', 'education'],
    fields: ['hpc', 'linux', 'virtualization'],
    microservices: ['benchmark', 'compatibility', 'performance'],
    devicePrefix: 'pioneer',
    driver: 'serial',
    devices: ['offline', 'maintenance'],
  },
  {
    company: '赛昉科技',
    soc: 'JH7110',
    name: 'VisionFive 2',
    product: 'visionfive-2',
    description: 'JH7110, 8 GB LPDDR4, M.2 M-key NVMe, 2× Gigabit Ethernet, HDMI 2.0.',
    imageUrl: '/demo/visionfive-2.svg',
    osTypes: ['Debian', 'openEuler', 'Fedora', 'Buildroot'],
    industries: ['education', 'iot', 'industrial-control'],
    fields: ['linux', 'multimedia', 'networking'],
    microservices: ['benchmark', 'compatibility'],
    devicePrefix: 'vf2',
    driver: 'serial',
    devices: ['offline', 'offline', 'offline', 'not_ready'],
  },
  {
    company: '全志科技',
    soc: 'D1',
    name: 'Nezha D1',
    description: 'Allwinner D1 development board, 1 GB DDR3, 256 MB NAND, HDMI, Wi-Fi.',
    osTypes: ['Debian', 'Buildroot', 'RT-Thread'],
    industries: ['education', 'consumer-electronics'],
    fields: ['linux', 'rtos'],
    microservices: ['compatibility'],
    devicePrefix: 'nezha',
    driver: 'serial',
    devices: ['offline', 'offline'],
  },
  {
    company: '香蕉派',
    soc: 'K1',
    name: 'Banana Pi BPI-F3',
    product: 'bananapi-bpi-f3',
    description: 'SpacemiT K1, 4 GB LPDDR4, 16 GB eMMC, 2× Gigabit Ethernet, PCIe M.2.',
    imageUrl: '/demo/bananapi-bpi-f3.svg',
    osTypes: ['Debian', 'openEuler', 'Fedora', 'Buildroot'],
    industries: ['edge-computing', 'industrial-control', 'education'],
    fields: ['ai', 'linux', 'networking'],
    microservices: ['benchmark', 'compatibility', 'performance'],
    devicePrefix: 'bpif3',
    driver: 'serial',
    devices: ['offline', 'offline', 'offline'],
  },
  {
    company: 'Milk-V',
    soc: 'SG2002',
    name: 'Milk-V Duo 256M',
    product: 'milkv-duo-256m',
    description: 'SG2002 in a 21×51 mm board, 256 MB DDR3, MIPI CSI camera input.',
    imageUrl: '/demo/milkv-duo-256m.svg',
    osTypes: ['Buildroot', 'FreeRTOS', 'RT-Thread'],
    industries: ['iot', 'education', 'smart-home'],
    fields: ['rtos', 'linux', 'ai'],
    microservices: ['compatibility'],
    devicePrefix: 'duo256',
    driver: 'serial',
    devices: ['offline', 'offline'],
  },
  {
    company: '乐鑫科技',
    soc: 'ESP32-C3',
    name: 'ESP32-C3-DevKitM-1',
    description: 'ESP32-C3-MINI-1 module, 4 MB flash, USB-to-UART bridge, RGB LED.',
    osTypes: ['FreeRTOS', 'RT-Thread', 'Zephyr'],
    industries: ['iot', 'smart-home'],
    fields: ['rtos', 'networking', 'security'],
    microservices: ['compatibility'],
    devicePrefix: 'esp32c3',
    driver: 'serial',
    devices: ['offline', 'offline'],
  },
  {
    company: '嘉楠科技',
    soc: 'K230',
    name: 'CanMV-K230',
    description: 'K230, 1 GB LPDDR3, microSD, Ethernet, 3× MIPI CSI camera inputs.',
    osTypes: ['Buildroot', 'RT-Thread'],
    industries: ['edge-computing', 'education'],
    fields: ['ai', 'multimedia', 'rtos'],
    microservices: ['benchmark', 'performance'],
    availableForDays: 90,
    devicePrefix: 'k230',
    driver: 'serial',
    devices: ['offline'],
  },
  {
    company: '南京沁恒',
    soc: 'CH32V307',
    name: 'CH32V307V-EVT-R1',
    description: 'CH32V307VCT6 evaluation board, on-board WCH-Link debugger, Ethernet.',
    osTypes: ['FreeRTOS', 'RT-Thread'],
    industries: ['industrial-control', 'iot'],
    fields: ['rtos', 'networking'],
    microservices: ['compatibility'],
    devicePrefix: 'ch32v307',
    driver: 'serial',
    devices: ['offline', 'offline'],
  },
  {
    company: 'SiFive',
    soc: 'EIC7700X',
    name: 'HiFive Premier P550',
    product: 'hifive-premier-p550',
    description: 'EIC7700X, 16 GB LPDDR5, Mini-DTX form factor, PCIe Gen3 x16 slot.',
    imageUrl: '/demo/hifive-premier-p550.svg',
    osTypes: ['Debian', 'Fedora', 'openEuler'],
    industries: ['data-center', 'edge-computing'],
    fields: ['linux', 'hpc', 'virtualization'],
    microservices: ['benchmark', 'compatibility', 'performance'],
    availableForDays: 180,
    devicePrefix: 'p550',
    driver: 'serial',
    devices: ['offline'],
  },
  {
    company: 'QEMU（模拟）',
    soc: 'QEMU virt',
    name: 'QEMU virt RV64 (emulated)',
    description: 'qemu-system-riscv64 -M virt with OpenSBI and U-Boot, served by the lab agent.',
    imageUrl: '/demo/qemu.svg',
    osTypes: ['Buildroot', 'Debian', 'openEuler', 'OpenHarmony'],
    industries: ['education'],
    fields: ['linux', 'virtualization'],
    microservices: ['benchmark', 'compatibility', 'performance'],
    devicePrefix: 'qemu-virt',
    driver: 'qemu',
    devices: ['offline', 'offline', 'offline', 'offline'],
  },
];
