import type { SeedProduct } from '../types';

// More of the ecosystem: the Kendryte K230 and its board, two MCUs, two compute modules, base
// software, applications and a debugger. Figures are the vendors' published ones.

type Texts = [name: string, summary: string, description: string];

function product(p: Omit<SeedProduct, 'imageUrl' | 'featured' | 'i18n'>, zh: Texts, en: Texts): SeedProduct {
  return {
    ...p,
    imageUrl: `/demo/${p.code}.svg`,
    featured: false,
    i18n: {
      'zh-CN': { name: zh[0], summary: zh[1], description: zh[2] },
      'en-US': { name: en[0], summary: en[1], description: en[2] },
    },
  };
}

export const moreProducts: SeedProduct[] = [
  product(
    {
      kind: 'hardware',
      category: 'soc',
      code: 'k230',
      vendor: 'Canaan',
      website: 'https://www.canaan.io',
      sortOrder: 80,
      basedOn: 'xuantie-c908',
      specs: { Cores: '2', ISA: 'RV64GCV, RVV 1.0', Frequency: '1600 MHz', AI: 'KPU neural processor' },
    },
    [
      'Kendryte K230',
      '嘉楠双核玄铁 C908 端侧 AI 芯片，大核支持 RVV 1.0，集成 KPU 神经网络处理器。',
      `## 概述\n\nK230 采用两颗玄铁 C908：大核 1.6 GHz 并支持 RVV 1.0 向量扩展，小核 800 MHz 运行实时系统。芯片集成第三代 KPU，适合视觉识别与语音交互。\n\n## 软件\n\n官方 SDK 提供 Linux + RT-Smart 双系统与 CanMV（MicroPython）开发环境。`,
    ],
    [
      'Kendryte K230',
      'A Canaan edge-AI chip with two XuanTie C908 cores; the big core supports RVV 1.0, and a KPU runs neural networks.',
      `## Overview\n\nK230 has two XuanTie C908 cores: the big one at 1.6 GHz with the RVV 1.0 vector extension, the small one at 800 MHz for a real-time system. Its third-generation KPU suits vision and voice.\n\n## Software\n\nThe official SDK runs Linux and RT-Smart side by side and offers CanMV (MicroPython).`,
    ],
  ),
  product(
    {
      kind: 'hardware',
      category: 'board',
      code: 'canmv-k230',
      vendor: 'Canaan',
      website: 'https://www.canaan.io',
      sortOrder: 95,
      basedOn: 'k230',
      specs: {
        SoC: 'Kendryte K230',
        Cores: '2',
        Memory: '512 MB LPDDR3',
        Interfaces: 'MIPI CSI, HDMI, USB 2.0',
      },
    },
    [
      'CanMV-K230 开发板',
      '基于 K230 的视觉开发板，三路摄像头输入与 HDMI 输出，入门 RVV 与端侧 AI 的常用板子。',
      `CanMV-K230 板载 512 MB 内存、TF 卡槽与以太网，支持三路 MIPI 摄像头。烧录 CanMV 镜像后即可用 MicroPython 调用 KPU 完成人脸、物体检测。`,
    ],
    [
      'CanMV-K230 board',
      'A vision board on K230 with three camera inputs and HDMI out — a common first board for RVV and edge AI.',
      `CanMV-K230 carries 512 MB of memory, a TF slot and Ethernet, and takes three MIPI cameras. Flash the CanMV image and call the KPU from MicroPython for face and object detection.`,
    ],
  ),
  product(
    {
      kind: 'hardware',
      category: 'mcu',
      code: 'gd32vf103',
      vendor: 'GigaDevice',
      website: 'https://www.gigadevice.com',
      sortOrder: 30,
      specs: { Cores: '1', ISA: 'RV32IMAC', Frequency: '108 MHz', Memory: '128 KB flash, 32 KB SRAM' },
    },
    [
      'GD32VF103',
      '兆易创新首款 RISC-V 通用单片机，108 MHz，外设与 GD32F103 引脚兼容。',
      `GD32VF103 基于芯来 Bumblebee 内核（RV32IMAC），最高 108 MHz，提供 USB OTG、CAN、ADC 等外设，便于从 Cortex-M3 项目迁移。`,
    ],
    [
      'GD32VF103',
      'GigaDevice’s first general-purpose RISC-V MCU at 108 MHz, pin-compatible peripherals with GD32F103.',
      `GD32VF103 runs the Nuclei Bumblebee core (RV32IMAC) at up to 108 MHz with USB OTG, CAN and ADCs, which eases moving Cortex-M3 projects over.`,
    ],
  ),
  product(
    {
      kind: 'hardware',
      category: 'mcu',
      code: 'bl616',
      vendor: 'Bouffalo Lab',
      website: 'https://www.bouffalolab.com',
      sortOrder: 40,
      specs: {
        Cores: '1',
        ISA: 'RV32IMAFCP',
        Frequency: '320 MHz',
        Wireless: 'Wi-Fi 6, Bluetooth LE 5.3, 802.15.4',
      },
    },
    [
      'BL616',
      '博流智能 320 MHz RISC-V 无线 SoC，Wi-Fi 6、低功耗蓝牙 5.3 与 Thread/Zigbee 三模。',
      `BL616 面向 Matter 智能家居设备，集成 Wi-Fi 6、BLE 5.3 与 IEEE 802.15.4 射频，支持安全启动，使用 Bouffalo SDK 开发。`,
    ],
    [
      'BL616',
      'A 320 MHz RISC-V wireless SoC from Bouffalo Lab: Wi-Fi 6, Bluetooth LE 5.3 and Thread/Zigbee.',
      `BL616 targets Matter smart-home devices with Wi-Fi 6, BLE 5.3 and IEEE 802.15.4 radios and secure boot; it is programmed with the Bouffalo SDK.`,
    ],
  ),
  product(
    {
      kind: 'hardware',
      category: 'module',
      code: 'lichee-module-4a',
      vendor: 'Sipeed',
      website: 'https://sipeed.com',
      sortOrder: 20,
      basedOn: 'th1520',
      specs: {
        Cores: '4',
        Frequency: '1850 MHz',
        Memory: 'up to 16 GB LPDDR4X',
        Storage: 'up to 128 GB eMMC',
      },
    },
    [
      'Lichee Module 4A 核心板',
      '基于 TH1520 的 SO-DIMM 核心板，Lichee Pi 4A 与 Lichee Console 4A 都以它为核心。',
      `LM4A 把 TH1520、内存与 eMMC 集成在 SO-DIMM 金手指模组上，产品只需设计底板即可获得四核 1.85 GHz 的 RISC-V 算力。`,
    ],
    [
      'Lichee Module 4A',
      'A SO-DIMM compute module on TH1520, the heart of Lichee Pi 4A and Lichee Console 4A.',
      `LM4A puts TH1520, memory and eMMC on a SO-DIMM module: a product only designs its carrier board to get four RISC-V cores at 1.85 GHz.`,
    ],
  ),
  product(
    {
      kind: 'hardware',
      category: 'module',
      code: 'milkv-duo-module-01',
      vendor: 'Milk-V',
      website: 'https://milkv.io',
      sortOrder: 30,
      basedOn: 'sg2000',
      specs: {
        Cores: '2',
        Frequency: '1000 MHz',
        Memory: '512 MB SIP DDR3',
        Wireless: 'Wi-Fi 6, Bluetooth 5.4',
      },
    },
    [
      'Milk-V Duo Module 01',
      '邮票孔封装的 SG2000 模组，集成 8 GB eMMC 与 Wi-Fi 6/蓝牙，适合量产小型设备。',
      `Duo Module 01 体积仅 16 × 21 mm，引出 SG2000 的摄像头、音频与 GPIO 接口，可直接焊到产品主板上。`,
    ],
    [
      'Milk-V Duo Module 01',
      'A castellated SG2000 module with 8 GB eMMC and Wi-Fi 6/Bluetooth for small devices in volume.',
      `At 16 × 21 mm, Duo Module 01 brings out SG2000’s camera, audio and GPIO interfaces and solders straight onto a product board.`,
    ],
  ),
  product(
    {
      kind: 'software',
      category: 'base',
      code: 'nodejs-riscv64',
      vendor: 'OpenJS Foundation',
      website: 'https://nodejs.org',
      sortOrder: 30,
      specs: { Version: '22 LTS', License: 'MIT', Boards: 'VisionFive 2, Lichee Pi 4A, Milk-V Pioneer' },
    },
    [
      'Node.js（riscv64）',
      'JavaScript 运行时的 riscv64 构建，V8 已原生支持 RISC-V，可在开发板上直接运行 npm 生态。',
      `## 安装\n\n主流发行版仓库已提供 riscv64 软件包，例如 \`sudo apt install nodejs\`；也可下载 unofficial-builds 的 linux-riscv64 压缩包。`,
    ],
    [
      'Node.js (riscv64)',
      'The JavaScript runtime built for riscv64: V8 supports RISC-V natively, so the npm ecosystem runs on boards.',
      `## Install\n\nMajor distributions ship riscv64 packages, e.g. \`sudo apt install nodejs\`; unofficial-builds also offers linux-riscv64 tarballs.`,
    ],
  ),
  product(
    {
      kind: 'software',
      category: 'base',
      code: 'openblas-riscv64',
      vendor: 'OpenBLAS',
      website: 'https://www.openblas.net',
      sortOrder: 40,
      specs: { Version: '0.3.28', License: 'BSD-3-Clause', Boards: 'Banana Pi BPI-F3, Lichee Pi 4A' },
    },
    [
      'OpenBLAS（riscv64）',
      '优化的 BLAS/LAPACK 线性代数库，已为 RVV 1.0 与玄铁 C910 提供专门内核。',
      `NumPy、PyTorch 等科学计算软件依赖 BLAS。OpenBLAS 的 RISCV64_ZVL256B、C910V 目标分别利用标准向量扩展与玄铁向量单元。`,
    ],
    [
      'OpenBLAS (riscv64)',
      'An optimised BLAS/LAPACK library with dedicated kernels for RVV 1.0 and the XuanTie C910.',
      `NumPy, PyTorch and other scientific software rely on BLAS. OpenBLAS’s RISCV64_ZVL256B and C910V targets use the standard vector extension and the XuanTie vector unit.`,
    ],
  ),
  product(
    {
      kind: 'software',
      category: 'application',
      code: 'nginx-riscv64',
      vendor: 'F5 NGINX',
      website: 'https://nginx.org',
      sortOrder: 30,
      specs: { Version: '1.26', License: 'BSD-2-Clause', Boards: 'Milk-V Pioneer, HiFive Premier P550' },
    },
    [
      'NGINX（riscv64）',
      '高性能 Web 服务器与反向代理，在 RISC-V 服务器上用于网站与 API 网关。',
      `openEuler、Debian、Fedora 的 riscv64 仓库均提供 NGINX 软件包，SG2042 服务器上可承载静态站点与反向代理。`,
    ],
    [
      'NGINX (riscv64)',
      'The high-performance web server and reverse proxy, serving sites and API gateways on RISC-V servers.',
      `openEuler, Debian and Fedora ship NGINX for riscv64; an SG2042 server hosts static sites and reverse proxies with it.`,
    ],
  ),
  product(
    {
      kind: 'software',
      category: 'application',
      code: 'ffmpeg-riscv64',
      vendor: 'FFmpeg',
      website: 'https://ffmpeg.org',
      sortOrder: 40,
      specs: { Version: '7.0', License: 'LGPL-2.1-or-later', Boards: 'Banana Pi BPI-F3, Milk-V Megrez' },
    },
    [
      'FFmpeg（riscv64）',
      '音视频编解码与转换工具集，7.x 版本加入了大量 RVV 向量优化。',
      `FFmpeg 的 libavcodec 为 H.264、HEVC、AAC 等格式提供 RVV 优化函数，在支持 RVV 1.0 的 K1、EIC7700X 上转码速度明显提升。`,
    ],
    [
      'FFmpeg (riscv64)',
      'The audio and video codec and conversion toolkit; the 7.x releases add many RVV vector optimisations.',
      `libavcodec has RVV-optimised functions for H.264, HEVC, AAC and more, speeding up transcoding on RVV 1.0 chips such as K1 and EIC7700X.`,
    ],
  ),
  product(
    {
      kind: 'software',
      category: 'development',
      code: 'openocd',
      vendor: 'OpenOCD Project',
      website: 'https://openocd.org',
      sortOrder: 60,
      specs: { Version: '0.12.0', License: 'GPL-2.0-or-later', Boards: 'GD32VF103, CH32V307, ESP32-C3' },
    },
    [
      'OpenOCD',
      '开源片上调试器，支持 RISC-V 调试规范 0.13，配合 GDB 下载与单步调试单片机。',
      `OpenOCD 通过 JTAG 适配器连接芯片的调试模块，实现烧录、断点与寄存器查看；多数 RISC-V 单片机厂商提供其分支或配置文件。`,
    ],
    [
      'OpenOCD',
      'The open on-chip debugger: implements the RISC-V debug spec 0.13 and works with GDB to flash and step MCUs.',
      `OpenOCD reaches the chip’s debug module through a JTAG adapter for flashing, breakpoints and registers; most RISC-V MCU vendors ship a fork or config files.`,
    ],
  ),
];
