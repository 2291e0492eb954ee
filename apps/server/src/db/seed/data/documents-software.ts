import type { SeedDocument } from './documents-types';

// Demo documents for the operating systems and tools (issue 17), a few in Chinese only.
const install = (os: string, cmd: string) =>
  `## 系统要求\n\n- RISC-V 64 位开发板或 QEMU\n- 至少 2 GB 内存\n\n## 下载\n\n从官网下载 ${os} 的 riscv64 镜像。\n\n## 在 QEMU 中启动\n\n\`\`\`bash\n${cmd}\n\`\`\`\n\n## 安装软件包\n\n登录后即可使用包管理器安装软件。`;
const installEn = (os: string, cmd: string) =>
  `## Requirements\n\n- a 64-bit RISC-V board or QEMU\n- at least 2 GB of memory\n\n## Download\n\nGet the riscv64 image of ${os}.\n\n## Boot in QEMU\n\n\`\`\`bash\n${cmd}\n\`\`\`\n\n## Install packages\n\nAfter login, use the package manager.`;
const qemu = (img: string) =>
  `qemu-system-riscv64 -machine virt -smp 4 -m 4G \\\n  -drive file=${img},format=qcow2,id=hd0 -device virtio-blk-device,drive=hd0 \\\n  -nographic`;
const notes = (zh: boolean, items: string[]) =>
  `## ${zh ? '新特性' : 'New'}\n\n${items.map((i) => `- ${i}`).join('\n')}\n\n## ${zh ? '已知问题' : 'Known issues'}\n\n- ${zh ? '部分开发板的 HDMI 热插拔不稳定' : 'HDMI hot-plug is unreliable on some boards'}\n\n## ${zh ? '升级方法' : 'Upgrade'}\n\n\`\`\`bash\nsudo dnf upgrade --refresh\n\`\`\``;

export const softwareDocuments: SeedDocument[] = [
  {
    product: 'openEuler',
    category: 'quickstart',
    series: 'openeuler-install',
    version: '24.03',
    daysAgo: 25,
    zh: {
      title: 'openEuler RISC-V 安装指南',
      summary: '在 QEMU 与开发板上安装 openEuler。',
      body: install('openEuler', qemu('openEuler-24.03-riscv64.qcow2')),
    },
    en: {
      title: 'Installing openEuler on RISC-V',
      summary: 'openEuler on QEMU and boards.',
      body: installEn('openEuler', qemu('openEuler-24.03-riscv64.qcow2')),
    },
  },
  {
    product: 'openEuler',
    category: 'release',
    series: 'openeuler-release',
    version: '23.09',
    daysAgo: 300,
    zh: {
      title: 'openEuler RISC-V 版本说明（23.09）',
      summary: '23.09 的新特性与已知问题。',
      body: notes(true, ['内核升级到 6.4', '新增 Firefox 与 LibreOffice']),
    },
    en: {
      title: 'openEuler RISC-V release notes (23.09)',
      summary: 'What is new in 23.09.',
      body: notes(false, ['Kernel 6.4', 'Firefox and LibreOffice']),
    },
  },
  {
    product: 'openEuler',
    category: 'release',
    series: 'openeuler-release',
    version: '24.03',
    daysAgo: 5,
    zh: {
      title: 'openEuler RISC-V 版本说明（24.03 LTS）',
      summary: '24.03 LTS 的新特性与已知问题。',
      body: notes(true, ['内核升级到 6.6 LTS', '支持 RVV 1.0 自动向量化', '新增 SG2042 与 TH1520 支持']),
    },
    en: {
      title: 'openEuler RISC-V release notes (24.03 LTS)',
      summary: 'What is new in 24.03 LTS.',
      body: notes(false, ['Kernel 6.6 LTS', 'RVV 1.0 auto-vectorisation', 'SG2042 and TH1520 support']),
    },
  },
  {
    product: 'openKylin',
    category: 'quickstart',
    series: 'openkylin-install',
    version: '2.0',
    daysAgo: 50,
    zh: {
      title: 'openKylin RISC-V 版安装',
      summary: '在 LicheePi 4A 上体验 openKylin 桌面。',
      body: install('openKylin', qemu('openKylin-2.0-riscv64.qcow2')),
    },
  },
  {
    product: 'OpenHarmony',
    category: 'development',
    series: 'openharmony-build',
    version: '4.1',
    daysAgo: 80,
    zh: {
      title: 'OpenHarmony RISC-V 编译指南',
      summary: '获取源码、配置产品并编译镜像。',
      body: `## 获取源码\n\n\`\`\`bash\nrepo init -u https://gitee.com/openharmony/manifest -b OpenHarmony-4.1-Release\nrepo sync -c\n\`\`\`\n\n## 选择产品\n\n\`\`\`bash\nhb set\n\`\`\`\n\n## 编译\n\n\`\`\`bash\n./build.sh --product-name qemu-riscv64-linux-min\n\`\`\`\n\n## 运行\n\n编译产物位于 \`out/riscv64\`。`,
    },
  },
  {
    product: 'debian-riscv64',
    category: 'quickstart',
    series: 'debian-install',
    version: '13',
    daysAgo: 15,
    zh: {
      title: 'Debian riscv64 入门',
      summary: 'Debian 官方移植的安装与软件源配置。',
      body: install('Debian', qemu('debian-13-riscv64.qcow2')),
    },
    en: {
      title: 'Getting started with Debian riscv64',
      summary: 'Installing the official port and its sources.',
      body: installEn('Debian', qemu('debian-13-riscv64.qcow2')),
    },
  },
  {
    product: 'fedora-riscv',
    category: 'quickstart',
    series: 'fedora-install',
    version: '41',
    daysAgo: 65,
    zh: {
      title: 'Fedora RISC-V 快速入门',
      summary: '用 Fedora 的 RISC-V 镜像搭建开发环境。',
      body: install('Fedora', qemu('Fedora-41-riscv64.qcow2')),
    },
    en: {
      title: 'Fedora RISC-V quick start',
      summary: 'A development setup with the Fedora RISC-V image.',
      body: installEn('Fedora', qemu('Fedora-41-riscv64.qcow2')),
    },
  },
  {
    product: 'ubuntu-riscv',
    category: 'guide',
    series: 'ubuntu-guide',
    version: '24.04',
    daysAgo: 28,
    zh: {
      title: 'Ubuntu RISC-V 使用指南',
      summary: '预装镜像、软件源与常见问题。',
      body: install('Ubuntu', qemu('ubuntu-24.04-preinstalled-server-riscv64.img')),
    },
    en: {
      title: 'Ubuntu on RISC-V',
      summary: 'Preinstalled images, sources and common questions.',
      body: installEn('Ubuntu', qemu('ubuntu-24.04-preinstalled-server-riscv64.img')),
    },
  },
  {
    product: 'RuyiSDK',
    category: 'quickstart',
    series: 'ruyisdk-quickstart',
    version: '0.20',
    daysAgo: 3,
    zh: {
      title: 'RuyiSDK 包管理器入门',
      summary: '用 ruyi 安装工具链与开发板镜像。',
      body: `## 安装 ruyi\n\n\`\`\`bash\ncurl -Lo ruyi https://mirror.iscas.ac.cn/ruyisdk/ruyi/ruyi-0.20.0.amd64\nchmod +x ruyi && sudo mv ruyi /usr/local/bin\n\`\`\`\n\n## 安装工具链\n\n\`\`\`bash\nruyi update\nruyi install gnu-plct\n\`\`\`\n\n## 创建虚拟环境\n\n\`\`\`bash\nruyi venv -t gnu-plct generic ./venv\n. ./venv/bin/ruyi-activate\n\`\`\`\n\n## 为开发板制作镜像\n\n使用 \`ruyi device provision\` 按提示操作。`,
    },
    en: {
      title: 'Getting started with the RuyiSDK package manager',
      summary: 'Installing toolchains and board images with ruyi.',
      body: `## Install ruyi\n\nDownload the binary and put it on your PATH.\n\n## Install a toolchain\n\n\`\`\`bash\nruyi update\nruyi install gnu-plct\n\`\`\`\n\n## Create a virtual environment\n\n\`\`\`bash\nruyi venv -t gnu-plct generic ./venv\n\`\`\`\n\n## Provision a board\n\nRun \`ruyi device provision\`.`,
    },
  },
  {
    product: 'xuantie-gcc',
    category: 'development',
    series: 'xuantie-gcc-options',
    version: 'v2.10',
    daysAgo: 100,
    zh: {
      title: '玄铁 GCC 编译选项',
      summary: '-mcpu、-march 与玄铁扩展指令。',
      body: `## 选择处理器\n\n\`\`\`bash\nriscv64-unknown-linux-gnu-gcc -mcpu=c910 -O2 hello.c\n\`\`\`\n\n## 指令集字符串\n\n\`-march=rv64gcv0p7_xtheadc\` 启用 0.7.1 向量与玄铁扩展。\n\n## 向量化\n\n\`-O3 -ftree-vectorize\` 在 C920 上生成 RVV 指令。\n\n## 调试\n\n使用 \`-g\` 与 GDB 远程调试。`,
    },
  },
  {
    product: 'qemu',
    category: 'guide',
    series: 'qemu-guide',
    version: '9.1',
    daysAgo: 18,
    zh: {
      title: '用 QEMU 模拟 RISC-V 开发板',
      summary: 'virt 机器、OpenSBI 与 U-Boot 的启动链。',
      body: `## 启动链\n\nOpenSBI → U-Boot → Linux。\n\n## 运行\n\n\`\`\`bash\n${qemu('rootfs.qcow2')}\n\`\`\`\n\n## 网络\n\n加上 \`-netdev user,id=n0 -device virtio-net-device,netdev=n0\` 即可联网。\n\n## 调试内核\n\n使用 \`-s -S\` 等待 GDB 连接。`,
    },
    en: {
      title: 'Emulating RISC-V boards with QEMU',
      summary: 'The virt machine and the OpenSBI, U-Boot boot chain.',
      body: `## Boot chain\n\nOpenSBI → U-Boot → Linux.\n\n## Run\n\n\`\`\`bash\n${qemu('rootfs.qcow2')}\n\`\`\`\n\n## Networking\n\nAdd \`-netdev user,id=n0 -device virtio-net-device,netdev=n0\`.\n\n## Debug the kernel\n\nUse \`-s -S\` and attach GDB.`,
    },
  },
  {
    product: 'llvm',
    category: 'development',
    series: 'llvm-rvv',
    version: '19',
    daysAgo: 42,
    zh: {
      title: '用 LLVM 编写 RVV 内建函数',
      summary: 'RISC-V 向量扩展 intrinsic 的基本用法。',
      body: `## 头文件\n\n\`\`\`c\n#include <riscv_vector.h>\n\`\`\`\n\n## 向量加法\n\n\`\`\`c\nvoid add(const int *a, const int *b, int *c, size_t n) {\n  for (size_t vl; n > 0; n -= vl, a += vl, b += vl, c += vl) {\n    vl = __riscv_vsetvl_e32m8(n);\n    vint32m8_t va = __riscv_vle32_v_i32m8(a, vl);\n    vint32m8_t vb = __riscv_vle32_v_i32m8(b, vl);\n    __riscv_vse32_v_i32m8(c, __riscv_vadd_vv_i32m8(va, vb, vl), vl);\n  }\n}\n\`\`\`\n\n## 编译\n\n\`\`\`bash\nclang --target=riscv64-linux-gnu -march=rv64gcv -O2 -c add.c\n\`\`\``,
    },
    en: {
      title: 'RVV intrinsics with LLVM',
      summary: 'The basics of the RISC-V vector intrinsics.',
      body: `## Header\n\n\`\`\`c\n#include <riscv_vector.h>\n\`\`\`\n\n## Vector add\n\nStrip-mine with \`__riscv_vsetvl_e32m8\` and add with \`__riscv_vadd_vv_i32m8\`.\n\n## Build\n\n\`\`\`bash\nclang --target=riscv64-linux-gnu -march=rv64gcv -O2 -c add.c\n\`\`\``,
    },
  },
  {
    product: null,
    category: 'guide',
    series: 'riscv-isa-intro',
    version: 'v1.0',
    daysAgo: 240,
    zh: {
      title: 'RISC-V 指令集入门',
      summary: '基础整数指令集、扩展与特权级。',
      body: `## 基础指令集\n\nRV32I 与 RV64I 定义了整数寄存器与基本指令。\n\n## 标准扩展\n\n| 字母 | 含义 |\n| --- | --- |\n| M | 乘除法 |\n| A | 原子操作 |\n| F / D | 单 / 双精度浮点 |\n| C | 压缩指令 |\n| V | 向量 |\n\n## 特权级\n\nM、S、U 三个特权级，OpenSBI 运行在 M 模式。\n\n## 数学示例\n\n有符号立即数范围为 $-2^{11}$ 到 $2^{11}-1$。`,
    },
    en: {
      title: 'An introduction to the RISC-V ISA',
      summary: 'The base integer ISA, extensions and privilege levels.',
      body: `## Base ISA\n\nRV32I and RV64I define the integer registers and base instructions.\n\n## Standard extensions\n\n| Letter | Meaning |\n| --- | --- |\n| M | multiply and divide |\n| A | atomics |\n| F / D | floating point |\n| C | compressed |\n| V | vector |\n\n## Privilege levels\n\nM, S and U; OpenSBI runs in M mode.`,
    },
  },
  {
    product: 'RUYIOS',
    category: 'release',
    series: 'ruyios-release',
    version: 'v1.0',
    daysAgo: 10,
    zh: {
      title: 'RUYIOS 1.0 发布说明',
      summary: '首个正式版本的新特性。',
      body: notes(true, ['支持 LicheePi 4A 与 Milk-V Pioneer', '默认桌面为 Xfce']),
    },
  },
  {
    product: 'openjdk-riscv64',
    category: 'guide',
    series: 'openjdk-guide',
    version: '21',
    daysAgo: 75,
    zh: {
      title: '在 RISC-V 上运行 OpenJDK',
      summary: 'JIT 支持状态与调优参数。',
      body: `## 安装\n\n\`\`\`bash\nsudo apt install openjdk-21-jdk\n\`\`\`\n\n## 检查 JIT\n\n\`\`\`bash\njava -XX:+PrintFlagsFinal -version | grep UseRVV\n\`\`\`\n\n## 调优\n\n在支持向量扩展的处理器上使用 \`-XX:+UseRVV\`。`,
    },
    en: {
      title: 'Running OpenJDK on RISC-V',
      summary: 'JIT support and tuning flags.',
      body: `## Install\n\n\`\`\`bash\nsudo apt install openjdk-21-jdk\n\`\`\`\n\n## Check the JIT\n\n\`\`\`bash\njava -XX:+PrintFlagsFinal -version | grep UseRVV\n\`\`\`\n\n## Tuning\n\nUse \`-XX:+UseRVV\` on vector-capable cores.`,
    },
  },
];
