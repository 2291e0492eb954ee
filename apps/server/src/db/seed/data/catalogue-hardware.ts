import type { SeedProduct } from '../types';

// Microcontrollers, a module and the RuyiBook page of spec §2 (`/hardware/detail/ruyibook`).
export const hardwareProducts: SeedProduct[] = [
  {
    kind: 'hardware',
    category: 'mcu',
    code: 'ch32v307',
    vendor: 'WCH',
    imageUrl: '/demo/ch32v307.svg',
    website: 'https://www.wch.cn',
    featured: false,
    sortOrder: 10,
    specs: {
      Core: 'QingKe V4F (RV32IMAFC)',
      Frequency: 'up to 144 MHz',
      Interfaces: 'USB, CAN, Ethernet MAC',
    },
    i18n: {
      'zh-CN': {
        name: 'CH32V307',
        summary: '沁恒基于青稞 V4F 内核的通用 RISC-V 单片机，带硬件浮点与丰富外设。',
        description: `CH32V307 采用青稞 V4F 内核，支持单精度浮点，主频最高 144 MHz，集成 USB、CAN、以太网 MAC 等外设，适合工业控制与通信网关。`,
      },
      'en-US': {
        name: 'CH32V307',
        summary:
          'A general-purpose RISC-V MCU from WCH with the QingKe V4F core, hardware float and rich peripherals.',
        description: `CH32V307 uses the QingKe V4F core with single-precision floating point at up to 144 MHz, and integrates USB, CAN and an Ethernet MAC — a fit for industrial control and gateways.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'mcu',
    code: 'esp32-c3',
    vendor: 'Espressif',
    imageUrl: '/demo/esp32-c3.svg',
    website: 'https://www.espressif.com/en/products/socs/esp32-c3',
    featured: false,
    sortOrder: 20,
    specs: {
      Core: '32-bit RISC-V single core',
      Frequency: 'up to 160 MHz',
      Wireless: 'Wi-Fi 4, Bluetooth LE 5',
    },
    i18n: {
      'zh-CN': {
        name: 'ESP32-C3',
        summary: '乐鑫单核 RISC-V Wi-Fi 与低功耗蓝牙 SoC，物联网设备的常见选择。',
        description: `ESP32-C3 集成 32 位 RISC-V 单核处理器（最高 160 MHz）、2.4 GHz Wi-Fi 与 Bluetooth LE 5，并提供安全启动与 Flash 加密，使用 ESP-IDF 开发。`,
      },
      'en-US': {
        name: 'ESP32-C3',
        summary: 'A single-core RISC-V Wi-Fi and Bluetooth LE SoC from Espressif, common in IoT devices.',
        description: `ESP32-C3 integrates a 32-bit RISC-V core (up to 160 MHz), 2.4 GHz Wi-Fi and Bluetooth LE 5, with secure boot and flash encryption; it is programmed with ESP-IDF.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'module',
    code: 'esp32-c3-wroom-02',
    vendor: 'Espressif',
    imageUrl: '/demo/esp32-c3-wroom-02.svg',
    website: 'https://www.espressif.com',
    featured: false,
    sortOrder: 10,
    basedOn: 'esp32-c3',
    specs: { Chip: 'ESP32-C3', Antenna: 'PCB antenna', Use: 'Wi-Fi and Bluetooth LE end devices' },
    i18n: {
      'zh-CN': {
        name: 'ESP32-C3-WROOM-02 模组',
        summary: '基于 ESP32-C3 的通用 Wi-Fi + 蓝牙模组，板载 PCB 天线与 Flash。',
        description: `模组已完成射频设计，可直接贴装到产品主板上，缩短智能家居与传感器节点的开发周期。`,
      },
      'en-US': {
        name: 'ESP32-C3-WROOM-02 module',
        summary: 'A general Wi-Fi + Bluetooth module on ESP32-C3 with PCB antenna and on-board flash.',
        description: `The RF design is done: solder the module onto the product board and save weeks on smart-home devices and sensor nodes.`,
      },
    },
  },
  {
    kind: 'hardware',
    category: 'board',
    code: 'ruyibook',
    vendor: 'RuyiSDK',
    imageUrl: '/demo/ruyibook.svg',
    featured: false,
    sortOrder: 90,
    specs: { 'Form factor': 'Laptop', OS: 'RUYI OS', Use: 'RISC-V native development on the go' },
    links: [
      { label: 'RUYI OS', url: '/software/RUYIOS' },
      { label: 'RuyiSDK', url: '/software/RuyiSDK' },
    ],
    i18n: {
      'zh-CN': {
        name: 'RuyiBook',
        summary: '笔记本形态的 RISC-V 开发设备，预装 RUYI OS 与 RuyiSDK，随时原生编译与调试。',
        description: `## 为开发者准备的 RISC-V 笔记本

RuyiBook 把开发板做成了带屏幕、键盘和电池的笔记本形态，预装 RUYI OS 与 RuyiSDK，开机即可在 RISC-V 上原生编译、调试和运行程序。

- 预装工具链与模拟器，\`ruyi\` 一条命令安装更多组件
- 适合课堂、外出演示与移植验证`,
      },
      'en-US': {
        name: 'RuyiBook',
        summary:
          'A laptop-style RISC-V development device with RUYI OS and RuyiSDK pre-installed for native builds anywhere.',
        description: `## A RISC-V laptop for developers

RuyiBook puts a development board into a laptop with screen, keyboard and battery. RUYI OS and RuyiSDK are pre-installed: compile, debug and run natively on RISC-V right after boot.

- toolchains and emulators pre-installed, more with one \`ruyi\` command
- for classrooms, demos on the road and porting checks`,
      },
    },
  },
];
