import type { SeedProduct } from '../types';

// Software beyond the core catalogue: the spec's RUYIOS and RuyiServer pages, base software and
// applications that run on riscv64 Linux. Only widely documented facts are stated.
export const softwareProducts: SeedProduct[] = [
  {
    kind: 'software',
    category: 'operating',
    code: 'RUYIOS',
    vendor: 'RuyiSDK',
    imageUrl: '/demo/ruyios.svg',
    featured: false,
    sortOrder: 70,
    specs: {
      Base: 'Debian (riscv64)',
      Desktop: 'Xfce',
      Boards: 'Lichee Pi 4A, Milk-V Pioneer, Milk-V Meles',
    },
    links: [{ label: 'RuyiSDK', url: '/software/RuyiSDK' }],
    i18n: {
      'zh-CN': {
        name: 'RUYI OS',
        summary: '为 RuyiSDK 支持的玄铁开发板维护的 Debian 系发行版镜像，开箱即用的桌面与开发环境。',
        description: `## 概述

RUYI OS 是 RuyiSDK 团队为玄铁系列开发板整理的 Debian 系发行版镜像，预装桌面环境与常用开发工具，配合 \`ruyi\` 包管理器即可安装工具链和示例工程。

## 安装

1. 用 \`ruyi device provision\` 选择开发板型号，下载对应镜像；
2. 按向导把镜像写入 eMMC 或 SD 卡；
3. 首次启动后执行 \`sudo apt update\` 获取最新软件包。`,
      },
      'en-US': {
        name: 'RUYI OS',
        summary:
          'Debian-based images maintained for the XuanTie boards RuyiSDK supports: a desktop and a development environment out of the box.',
        description: `## Overview

RUYI OS are the Debian-based images the RuyiSDK team maintains for XuanTie boards. They ship a desktop and common development tools; the \`ruyi\` package manager then installs toolchains and sample projects.

## Install

1. Run \`ruyi device provision\` and pick your board to download its image;
2. follow the wizard to write the image to eMMC or an SD card;
3. after the first boot run \`sudo apt update\`.`,
      },
    },
  },
  {
    kind: 'software',
    category: 'development',
    code: 'RuyiServer',
    vendor: 'RuyiSDK',
    imageUrl: '/demo/ruyiserver.svg',
    featured: false,
    sortOrder: 60,
    specs: { Role: 'Package index and mirror for the ruyi client', Protocol: 'HTTPS', Licence: 'Apache-2.0' },
    links: [{ label: 'RuyiSDK', url: '/software/RuyiSDK' }],
    i18n: {
      'zh-CN': {
        name: 'RuyiServer',
        summary: 'ruyi 包管理器的服务端：软件包索引、镜像分发与版本元数据。',
        description: `RuyiServer 为 \`ruyi\` 客户端提供软件包索引与下载镜像。企业或高校可以在内网部署一份，让实验室中的开发板和工作站从本地镜像获取工具链、模拟器与系统镜像。

- 索引与客户端使用同一份元数据格式
- 支持按发布渠道（稳定版、测试版）分发
- 可与已有的 HTTP 缓存配合使用`,
      },
      'en-US': {
        name: 'RuyiServer',
        summary: 'The server side of the ruyi package manager: package index, mirrors and release metadata.',
        description: `RuyiServer serves the package index and download mirrors to the \`ruyi\` client. A company or university can run one on its own network so lab boards and workstations fetch toolchains, emulators and system images locally.

- the index uses the same metadata format as the client
- releases by channel (stable, testing)
- works behind an existing HTTP cache`,
      },
    },
  },
  {
    kind: 'software',
    category: 'base',
    code: 'openjdk-riscv64',
    vendor: 'OpenJDK',
    imageUrl: '/demo/openjdk.svg',
    website: 'https://openjdk.org/jeps/422',
    featured: false,
    sortOrder: 10,
    specs: { Since: 'JDK 19 (JEP 422)', JIT: 'C1 and C2', Licence: 'GPL-2.0 with Classpath Exception' },
    i18n: {
      'zh-CN': {
        name: 'OpenJDK RISC-V 移植',
        summary: '自 JDK 19 起进入主线的 Linux/RISC-V 移植，支持 C1、C2 即时编译器。',
        description: `OpenJDK 的 Linux/RISC-V 移植由 JEP 422 合入主线（JDK 19），包含模板解释器、C1 与 C2 即时编译器以及主流垃圾回收器。

在 riscv64 发行版上可直接通过包管理器安装，例如 \`apt install openjdk-21-jdk\`。`,
      },
      'en-US': {
        name: 'OpenJDK RISC-V port',
        summary: 'The Linux/RISC-V port in mainline since JDK 19, with the C1 and C2 JIT compilers.',
        description: `The Linux/RISC-V port of OpenJDK was merged by JEP 422 (JDK 19). It includes the template interpreter, the C1 and C2 JIT compilers and the mainstream garbage collectors.

On riscv64 distributions install it from the package manager, e.g. \`apt install openjdk-21-jdk\`.`,
      },
    },
  },
  {
    kind: 'software',
    category: 'base',
    code: 'python-riscv64',
    vendor: 'Python Software Foundation',
    imageUrl: '/demo/python.svg',
    website: 'https://www.python.org',
    featured: false,
    sortOrder: 20,
    specs: { Versions: '3.11, 3.12 (distribution packages)', Licence: 'PSF-2.0' },
    i18n: {
      'zh-CN': {
        name: 'Python（riscv64）',
        summary: '各主流 riscv64 发行版均提供的 Python 解释器与标准库。',
        description: `Debian、Fedora、openEuler 等 riscv64 发行版均打包了 CPython。带 C 扩展的第三方库需在板上编译或使用发行版提供的包，建议优先使用 \`apt\`/\`dnf\` 安装 numpy 等科学计算库。`,
      },
      'en-US': {
        name: 'Python (riscv64)',
        summary: 'The Python interpreter and standard library, packaged by every major riscv64 distribution.',
        description: `Debian, Fedora, openEuler and other riscv64 distributions package CPython. Third-party libraries with C extensions are built on the board or taken from the distribution; prefer \`apt\`/\`dnf\` for numpy and similar libraries.`,
      },
    },
  },
  {
    kind: 'software',
    category: 'application',
    code: 'libreoffice-riscv64',
    vendor: 'The Document Foundation',
    imageUrl: '/demo/libreoffice.svg',
    website: 'https://www.libreoffice.org',
    featured: false,
    sortOrder: 10,
    specs: { Packaging: 'Debian and Fedora riscv64 packages', Licence: 'MPL-2.0' },
    i18n: {
      'zh-CN': {
        name: 'LibreOffice',
        summary: '在 riscv64 桌面发行版上可用的开源办公套件：文档、表格与演示。',
        description: `LibreOffice 包含 Writer、Calc、Impress 等组件，Debian 与 Fedora 的 riscv64 仓库均有打包，可在 Lichee Pi 4A、Milk-V Pioneer 等带桌面的开发板上日常使用。`,
      },
      'en-US': {
        name: 'LibreOffice',
        summary: 'The open-source office suite on riscv64 desktops: documents, spreadsheets and slides.',
        description: `LibreOffice brings Writer, Calc, Impress and more. Debian and Fedora package it for riscv64, so it runs on desktop boards such as the Lichee Pi 4A and Milk-V Pioneer.`,
      },
    },
  },
  {
    kind: 'software',
    category: 'application',
    code: 'firefox-riscv64',
    vendor: 'Mozilla',
    imageUrl: '/demo/firefox.svg',
    website: 'https://www.mozilla.org/firefox/',
    featured: false,
    sortOrder: 20,
    specs: { Packaging: 'Debian riscv64 (firefox-esr)', Licence: 'MPL-2.0' },
    i18n: {
      'zh-CN': {
        name: 'Firefox 浏览器',
        summary: 'Debian riscv64 仓库提供的 Firefox ESR，开发板桌面上的常用浏览器。',
        description: `Debian 的 riscv64 架构提供 \`firefox-esr\` 软件包。在带 GPU 的开发板上可配合 Wayland 桌面获得更流畅的体验。`,
      },
      'en-US': {
        name: 'Firefox',
        summary: 'Firefox ESR from the Debian riscv64 archive, the usual browser on board desktops.',
        description: `Debian's riscv64 archive carries the \`firefox-esr\` package. Boards with a GPU run it smoother on a Wayland desktop.`,
      },
    },
  },
];
