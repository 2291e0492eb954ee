import type { vendors } from '../../db/schema';

type SeedVendor = Omit<typeof vendors.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & {
  /** the `vendor` text of seeded products that belong to it */
  productVendors: string[];
};

// Ten RISC-V vendors of the demo ecosystem, in both languages; a few are partners or resellers
// in different regions. Credit codes are made up (18 characters like a unified social credit code).
export const SEED_VENDORS: SeedVendor[] = [
  {
    organisation: '91330110MA2CXUAN01',
    slug: 't-head',
    nameZh: '平头哥（玄铁）',
    nameEn: 'T-Head (XuanTie)',
    introZh:
      '平头哥半导体的玄铁系列处理器覆盖从低功耗微控制器到高性能应用处理器的 RISC-V 内核，包括 E902、C906、C908、C910 与 C920。\n\n玄铁提供配套的工具链、操作系统移植与开发板生态，支持 Linux、Android 与多种 RTOS。',
    introEn:
      'T-Head’s XuanTie processors cover RISC-V cores from low-power microcontrollers to high-performance application processors, including the E902, C906, C908, C910 and C920.\n\nXuanTie provides toolchains, operating system ports and a development board ecosystem with Linux, Android and several RTOSes.',
    logoUrl: '/demo/vendors/t-head.svg',
    website: 'https://www.xrvm.cn',
    region: 'eastChina',
    contact: 'xuantie@example.com · +86 571 0000 0001',
    partner: true,
    reseller: false,
    sort: 10,
    productVendors: ['T-Head (XuanTie)'],
  },
  {
    organisation: 'US0SIFIVE000000002',
    slug: 'sifive',
    nameZh: 'SiFive',
    nameEn: 'SiFive',
    introZh:
      'SiFive 由 RISC-V 指令集的发明者创立，提供 Performance、Intelligence 与 Essential 系列处理器 IP，以及 HiFive 系列开发板。',
    introEn:
      'Founded by the inventors of the RISC-V instruction set, SiFive offers the Performance, Intelligence and Essential processor IP families and the HiFive development boards.',
    logoUrl: '/demo/vendors/sifive.svg',
    website: 'https://www.sifive.com',
    region: 'overseas',
    contact: 'info@example.com',
    partner: true,
    reseller: false,
    sort: 20,
    productVendors: ['SiFive'],
  },
  {
    organisation: '91310000MA1STAR003',
    slug: 'starfive',
    nameZh: '赛昉科技',
    nameEn: 'StarFive',
    introZh:
      '赛昉科技专注于 RISC-V 处理器 IP 与 SoC，推出了昉·星光（VisionFive）系列单板计算机与 JH7110 多媒体处理器。',
    introEn:
      'StarFive focuses on RISC-V processor IP and SoCs, and makes the VisionFive single-board computers and the JH7110 multimedia processor.',
    logoUrl: '/demo/vendors/starfive.svg',
    website: 'https://www.starfivetech.com',
    region: 'eastChina',
    contact: 'sales@example.com · +86 21 0000 0003',
    partner: false,
    reseller: false,
    sort: 30,
    productVendors: ['StarFive'],
  },
  {
    organisation: '91110108MA1SOPHG04',
    slug: 'sophgo',
    nameZh: '算能科技',
    nameEn: 'SOPHGO',
    introZh:
      '算能科技提供 RISC-V 服务器与边缘 AI 处理器，包括 64 核 SG2042 与面向端侧的 CV18xx / SG200x 系列。',
    introEn:
      'SOPHGO builds RISC-V server and edge AI processors, including the 64-core SG2042 and the CV18xx / SG200x series for devices.',
    logoUrl: '/demo/vendors/sophgo.svg',
    website: 'https://www.sophgo.com',
    region: 'northChina',
    contact: 'business@example.com · +86 10 0000 0004',
    partner: true,
    reseller: false,
    sort: 40,
    productVendors: ['SOPHGO'],
  },
  {
    organisation: '91310115MA1ESPRE05',
    slug: 'espressif',
    nameZh: '乐鑫科技',
    nameEn: 'Espressif',
    introZh:
      '乐鑫科技是物联网芯片与方案供应商，ESP32-C 与 ESP32-H 系列采用 RISC-V 内核，集成 Wi-Fi、低功耗蓝牙与 802.15.4。',
    introEn:
      'Espressif supplies IoT chips and solutions; its ESP32-C and ESP32-H series use RISC-V cores with integrated Wi-Fi, Bluetooth LE and 802.15.4.',
    logoUrl: '/demo/vendors/espressif.svg',
    website: 'https://www.espressif.com',
    region: 'eastChina',
    contact: 'sales@example.com · +86 21 0000 0005',
    partner: false,
    reseller: true,
    sort: 50,
    productVendors: ['Espressif'],
  },
  {
    organisation: '91320100MA1QINHE06',
    slug: 'wch',
    nameZh: '沁恒微电子',
    nameEn: 'WCH',
    introZh: '南京沁恒微电子基于自研青稞 RISC-V 内核推出 CH32V 系列通用单片机与 USB、以太网、蓝牙接口芯片。',
    introEn:
      'Nanjing WCH builds the CH32V general-purpose MCUs and USB, Ethernet and Bluetooth interface chips on its own QingKe RISC-V cores.',
    logoUrl: '/demo/vendors/wch.svg',
    website: 'https://www.wch.cn',
    region: 'eastChina',
    contact: 'tech@example.com · +86 25 0000 0006',
    partner: false,
    reseller: true,
    sort: 60,
    productVendors: ['WCH'],
  },
  {
    organisation: '91440400MA1ALLWI07',
    slug: 'allwinner',
    nameZh: '全志科技',
    nameEn: 'Allwinner',
    introZh: '全志科技的 D1 系列是首批量产的 RISC-V Linux 应用处理器之一，广泛用于智能家居与入门级开发板。',
    introEn:
      'Allwinner’s D1 series was among the first mass-produced RISC-V Linux application processors, used widely in smart home devices and entry-level boards.',
    logoUrl: '/demo/vendors/allwinner.svg',
    website: 'https://www.allwinnertech.com',
    region: 'southChina',
    contact: 'service@example.com · +86 756 0000 0007',
    partner: false,
    reseller: true,
    sort: 70,
    productVendors: [],
  },
  {
    organisation: '91110108MA1CANAA08',
    slug: 'canaan',
    nameZh: '嘉楠科技',
    nameEn: 'Canaan',
    introZh: '嘉楠科技的勘智 K210 与 K230 将 RISC-V 内核与 KPU 神经网络加速器结合，面向边缘视觉应用。',
    introEn:
      'Canaan’s Kendryte K210 and K230 combine RISC-V cores with the KPU neural network accelerator for edge vision.',
    logoUrl: '/demo/vendors/canaan.svg',
    website: 'https://www.canaan-creative.com',
    region: 'northChina',
    contact: 'kendryte@example.com',
    partner: true,
    reseller: false,
    sort: 80,
    productVendors: [],
  },
  {
    organisation: '91440300MA1MILKV09',
    slug: 'milk-v',
    nameZh: 'Milk-V',
    nameEn: 'Milk-V',
    introZh: 'Milk-V 设计从 Duo 到 Pioneer 的 RISC-V 开发板与工作站，覆盖嵌入式、桌面与服务器场景。',
    introEn:
      'Milk-V designs RISC-V boards and workstations from the Duo to the Pioneer, for embedded, desktop and server use.',
    logoUrl: '/demo/vendors/milk-v.svg',
    website: 'https://milkv.io',
    region: 'southChina',
    contact: 'sales@example.com · +86 755 0000 0009',
    partner: false,
    reseller: true,
    sort: 90,
    productVendors: ['Milk-V'],
  },
  {
    organisation: '91310000MA1BOUFF10',
    slug: 'bouffalo-lab',
    nameZh: '博流智能',
    nameEn: 'Bouffalo Lab',
    introZh:
      '博流智能的 BL602、BL616 与 BL808 系列 RISC-V 无线 SoC 集成 Wi-Fi 与蓝牙，面向物联网与多媒体设备。',
    introEn:
      'Bouffalo Lab’s BL602, BL616 and BL808 RISC-V wireless SoCs integrate Wi-Fi and Bluetooth for IoT and multimedia devices.',
    logoUrl: '/demo/vendors/bouffalo-lab.svg',
    website: 'https://www.bouffalolab.com',
    region: 'eastChina',
    contact: 'sales@example.com · +86 25 0000 0010',
    partner: false,
    reseller: false,
    sort: 100,
    productVendors: [],
  },
];
