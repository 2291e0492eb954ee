import type { SeedDocument } from './documents-types';

// Demo documents for the boards and chips (issue 17): quick starts, guides and datasheets, with
// older versions of some; Chinese always, English for most.
const flash = (board: string, img: string) =>
  `## 准备工作\n\n- ${board} 开发板一块\n- USB Type-C 数据线\n- 16 GB 以上的 microSD 卡\n\n## 烧录镜像\n\n下载镜像后执行：\n\n\`\`\`bash\nxz -d ${img}.img.xz\nsudo dd if=${img}.img of=/dev/sdX bs=4M status=progress\nsync\n\`\`\`\n\n## 首次启动\n\n插入 microSD 卡并上电，串口波特率为 115200。默认用户名 \`root\`。\n\n## 常见问题\n\n### 无法启动\n\n请确认拨码开关处于 SD 启动位置。`;
const flashEn = (board: string, img: string) =>
  `## Preparation\n\n- one ${board} board\n- a USB Type-C cable\n- a microSD card of 16 GB or more\n\n## Flash the image\n\n\`\`\`bash\nxz -d ${img}.img.xz\nsudo dd if=${img}.img of=/dev/sdX bs=4M status=progress\nsync\n\`\`\`\n\n## First boot\n\nInsert the card and power on; the serial console runs at 115200 baud. The default user is \`root\`.\n\n## Troubleshooting\n\n### It does not boot\n\nCheck that the boot switches select the SD card.`;
const datasheet = (chip: string, cores: string) =>
  `## 概述\n\n${chip} 是一款 RISC-V 处理器，集成 ${cores}。\n\n## 电气特性\n\n| 参数 | 最小值 | 典型值 | 最大值 |\n| --- | --- | --- | --- |\n| 内核电压 | 0.72 V | 0.8 V | 0.88 V |\n| 工作温度 | -40 °C | 25 °C | 85 °C |\n\n## 引脚说明\n\n引脚复用关系见下表，GPIO 默认上拉。\n\n## 订购信息\n\n请联系销售获取样片。`;
const datasheetEn = (chip: string, cores: string) =>
  `## Overview\n\n${chip} is a RISC-V processor with ${cores}.\n\n## Electrical characteristics\n\n| Parameter | Min | Typ | Max |\n| --- | --- | --- | --- |\n| Core voltage | 0.72 V | 0.8 V | 0.88 V |\n| Temperature | -40 °C | 25 °C | 85 °C |\n\n## Pins\n\nPin multiplexing is listed below; GPIOs are pulled up by default.\n\n## Ordering\n\nContact sales for samples.`;

export const boardDocuments: SeedDocument[] = [
  {
    product: 'lichee-pi-4a',
    category: 'quickstart',
    series: 'lpi4a-quickstart',
    version: 'v1.0',
    daysAgo: 200,
    zh: {
      title: 'LicheePi 4A 快速上手（旧版）',
      summary: '第一版上手指南。',
      body: flash('LicheePi 4A', 'lpi4a-2023'),
    },
  },
  {
    product: 'lichee-pi-4a',
    category: 'quickstart',
    series: 'lpi4a-quickstart',
    version: 'v2.0',
    daysAgo: 20,
    zh: {
      title: 'LicheePi 4A 快速上手',
      summary: '从烧录镜像到第一次登录。',
      body: flash('LicheePi 4A', 'lpi4a-2025'),
    },
    en: {
      title: 'LicheePi 4A quick start',
      summary: 'From flashing to the first login.',
      body: flashEn('LicheePi 4A', 'lpi4a-2025'),
    },
  },
  {
    product: 'lichee-pi-4a',
    category: 'development',
    series: 'lpi4a-gpio',
    version: 'v2.0',
    daysAgo: 35,
    zh: {
      title: 'LicheePi 4A GPIO 编程',
      summary: '用 libgpiod 控制引脚。',
      body: `## 查看 GPIO 控制器\n\n\`\`\`bash\ngpiodetect\ngpioinfo gpiochip0\n\`\`\`\n\n## 点亮 LED\n\n\`\`\`c\n#include <gpiod.h>\n\nint main(void) {\n  struct gpiod_chip *chip = gpiod_chip_open_by_name("gpiochip0");\n  struct gpiod_line *led = gpiod_chip_get_line(chip, 12);\n  gpiod_line_request_output(led, "demo", 1);\n  return 0;\n}\n\`\`\`\n\n## 中断\n\n使用 \`gpiod_line_request_rising_edge_events\` 等待上升沿。`,
    },
    en: {
      title: 'GPIO programming on LicheePi 4A',
      summary: 'Driving pins with libgpiod.',
      body: `## List the controllers\n\n\`\`\`bash\ngpiodetect\n\`\`\`\n\n## Light an LED\n\n\`\`\`c\nstruct gpiod_line *led = gpiod_chip_get_line(chip, 12);\ngpiod_line_request_output(led, "demo", 1);\n\`\`\`\n\n## Interrupts\n\nWait for a rising edge with \`gpiod_line_request_rising_edge_events\`.`,
    },
  },
  {
    product: 'milkv-duo-256m',
    category: 'quickstart',
    series: 'duo-quickstart',
    version: 'v1.2',
    daysAgo: 12,
    zh: {
      title: 'Milk-V Duo 256M 快速上手',
      summary: '烧录、联网与 USB 网口登录。',
      body: flash('Milk-V Duo 256M', 'duo256m-v1.2'),
    },
    en: {
      title: 'Milk-V Duo 256M quick start',
      summary: 'Flash, connect and log in over USB networking.',
      body: flashEn('Milk-V Duo 256M', 'duo256m-v1.2'),
    },
  },
  {
    product: 'milkv-duo-256m',
    category: 'development',
    series: 'duo-tpu',
    version: 'v1.2',
    daysAgo: 40,
    zh: {
      title: 'Duo 256M 上的 TPU 推理',
      summary: '用 TDL SDK 运行目标检测模型。',
      body: `## 安装 SDK\n\n\`\`\`bash\ngit clone https://github.com/milkv-duo/duo-buildroot-sdk\n\`\`\`\n\n## 转换模型\n\n使用 \`model_transform.py\` 把 ONNX 模型转换为 cvimodel。\n\n## 运行推理\n\n\`\`\`bash\n./sample_yolov5 yolov5s.cvimodel dog.jpg\n\`\`\`\n\n## 性能参考\n\nYOLOv5s 在 640×640 输入下约 40 ms 一帧。`,
    },
  },
  {
    product: 'visionfive-2',
    category: 'quickstart',
    series: 'vf2-quickstart',
    version: 'v3.0',
    daysAgo: 8,
    zh: {
      title: 'VisionFive 2 快速上手',
      summary: '用 Debian 镜像启动 VisionFive 2。',
      body: flash('VisionFive 2', 'starfive-debian'),
    },
    en: {
      title: 'VisionFive 2 quick start',
      summary: 'Boot VisionFive 2 with the Debian image.',
      body: flashEn('VisionFive 2', 'starfive-debian'),
    },
  },
  {
    product: 'visionfive-2',
    category: 'guide',
    series: 'vf2-nvme',
    version: 'v3.0',
    daysAgo: 55,
    zh: {
      title: '从 NVMe 固态硬盘启动 VisionFive 2',
      summary: '更新 SPL 与 U-Boot，并把系统迁移到 NVMe。',
      body: `## 更新固件\n\n\`\`\`bash\nflashcp -v u-boot-spl.bin.normal.out /dev/mtd0\nflashcp -v visionfive2_fw_payload.img /dev/mtd1\n\`\`\`\n\n## 迁移根文件系统\n\n把 SD 卡上的系统复制到 NVMe，再修改 \`/boot/extlinux/extlinux.conf\` 中的 root 参数。\n\n## 验证\n\n重启后执行 \`lsblk\`，根目录应位于 nvme0n1p3。`,
    },
    en: {
      title: 'Booting VisionFive 2 from NVMe',
      summary: 'Update SPL and U-Boot, then move the system to an NVMe drive.',
      body: `## Update the firmware\n\n\`\`\`bash\nflashcp -v u-boot-spl.bin.normal.out /dev/mtd0\n\`\`\`\n\n## Move the root file system\n\nCopy the system and change the root argument in \`extlinux.conf\`.\n\n## Check\n\nAfter a reboot \`lsblk\` shows the root on nvme0n1p3.`,
    },
  },
  {
    product: 'milkv-pioneer',
    category: 'guide',
    series: 'pioneer-guide',
    version: 'v1.0',
    daysAgo: 90,
    zh: {
      title: 'Milk-V Pioneer 用户指南',
      summary: '64 核 SG2042 工作站的装机与散热。',
      body: `## 装机\n\n主板采用标准 mATX 规格，请使用 ATX 24 针电源。\n\n## 内存\n\n支持 4 条 DDR4 UDIMM，建议成对安装。\n\n## 散热\n\nSG2042 满载功耗约 120 W，请使用塔式散热器。\n\n## BIOS 设置\n\n开机时按 \`ESC\` 进入固件设置界面。`,
    },
    en: {
      title: 'Milk-V Pioneer user guide',
      summary: 'Assembly and cooling of the 64-core SG2042 workstation.',
      body: `## Assembly\n\nThe board is mATX; use an ATX 24-pin supply.\n\n## Memory\n\nFour DDR4 UDIMM slots; install in pairs.\n\n## Cooling\n\nSG2042 draws about 120 W at full load.\n\n## Firmware setup\n\nPress \`ESC\` at power-on.`,
    },
  },
  {
    product: 'bananapi-bpi-f3',
    category: 'quickstart',
    series: 'bpif3-quickstart',
    version: 'v1.0',
    daysAgo: 30,
    zh: {
      title: 'Banana Pi BPI-F3 快速上手',
      summary: '基于进迭时空 K1 的开发板入门。',
      body: flash('BPI-F3', 'bianbu-bpif3'),
    },
  },
  {
    product: 'th1520',
    category: 'datasheet',
    series: 'th1520-datasheet',
    version: 'v1.1',
    daysAgo: 120,
    zh: {
      title: 'TH1520 数据手册',
      summary: '电气特性、引脚与订购信息。',
      body: datasheet('TH1520', '4 个玄铁 C910 核心'),
    },
    en: {
      title: 'TH1520 datasheet',
      summary: 'Electrical characteristics, pins and ordering.',
      body: datasheetEn('TH1520', 'four XuanTie C910 cores'),
    },
  },
  {
    product: 'sg2002',
    category: 'datasheet',
    series: 'sg2002-datasheet',
    version: 'v1.0',
    daysAgo: 150,
    zh: {
      title: 'SG2002 数据手册',
      summary: '面向边缘视觉的 SoC。',
      body: datasheet('SG2002', '玄铁 C906 主核与 1 TOPS TPU'),
    },
    en: {
      title: 'SG2002 datasheet',
      summary: 'An SoC for edge vision.',
      body: datasheetEn('SG2002', 'a XuanTie C906 core and a 1 TOPS TPU'),
    },
  },
  {
    product: 'jh7110',
    category: 'datasheet',
    series: 'jh7110-datasheet',
    version: 'v1.3',
    daysAgo: 70,
    zh: {
      title: 'JH7110 数据手册',
      summary: '昉·惊鸿-7110 的电气特性。',
      body: datasheet('JH7110', '4 个 U74 核心'),
    },
    en: {
      title: 'JH7110 datasheet',
      summary: 'Electrical characteristics of the JH7110.',
      body: datasheetEn('JH7110', 'four U74 cores'),
    },
  },
  {
    product: 'spacemit-k1',
    category: 'datasheet',
    series: 'k1-datasheet',
    version: 'v1.0',
    daysAgo: 45,
    zh: {
      title: 'SpacemiT K1 数据手册',
      summary: '8 核 X60 与 RVV 1.0。',
      body: datasheet('SpacemiT K1', '8 个 X60 核心，支持 RVV 1.0'),
    },
  },
  {
    product: 'xuantie-c910',
    category: 'api',
    series: 'c910-csr',
    version: 'v2.1',
    daysAgo: 60,
    zh: {
      title: '玄铁 C910 扩展寄存器参考',
      summary: 'mxstatus、mhcr 等扩展 CSR 的位定义。',
      body: `## mxstatus\n\n| 位 | 名称 | 说明 |\n| --- | --- | --- |\n| 15 | MAEE | 扩展页表属性使能 |\n| 22 | THEADISAEE | 玄铁扩展指令使能 |\n\n## mhcr\n\n控制指令与数据缓存、分支预测。\n\n\`\`\`c\nasm volatile("csrs mhcr, %0" :: "r"(0x3));\n\`\`\`\n\n## mhint\n\n预取与写分配策略。`,
    },
    en: {
      title: 'XuanTie C910 extended CSR reference',
      summary: 'Bit fields of mxstatus, mhcr and other extended CSRs.',
      body: `## mxstatus\n\n| Bit | Name | Meaning |\n| --- | --- | --- |\n| 15 | MAEE | extended page attributes |\n| 22 | THEADISAEE | XuanTie extensions |\n\n## mhcr\n\nCaches and branch prediction.\n\n\`\`\`c\nasm volatile("csrs mhcr, %0" :: "r"(0x3));\n\`\`\`\n\n## mhint\n\nPrefetch and write allocation.`,
    },
  },
  {
    product: 'xuantie-c906',
    category: 'api',
    series: 'c906-csr',
    version: 'v1.0',
    daysAgo: 160,
    zh: {
      title: '玄铁 C906 扩展寄存器参考',
      summary: 'C906 的缓存与 MMU 扩展。',
      body: `## 缓存操作指令\n\n\`dcache.cva\`、\`dcache.iall\` 用于清理和无效化数据缓存。\n\n## MMU 扩展\n\n页表项高位用于标记可缓存、可缓冲与强序属性。\n\n## 性能计数器\n\n通过 \`mhpmevent3\` 至 \`mhpmevent31\` 选择事件。`,
    },
  },
];
