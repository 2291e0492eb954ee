import type { SeedProduct } from '../types';

/** One solution: the board it is built on, its bill of materials as specifications. */
function solution(
  category: SeedProduct['category'],
  code: string,
  sortOrder: number,
  basedOn: string,
  specs: Record<string, string>,
  zh: [string, string, string],
  en: [string, string, string],
): SeedProduct {
  return {
    kind: 'solution',
    category,
    code,
    vendor: 'OCC Solutions',
    imageUrl: `/demo/${code}.svg`,
    featured: false,
    sortOrder,
    basedOn,
    specs,
    links: [{ label: 'Hardware', url: `/hardware/product/${basedOn}` }],
    i18n: {
      'zh-CN': { name: zh[0], summary: zh[1], description: zh[2] },
      'en-US': { name: en[0], summary: en[1], description: en[2] },
    },
  };
}

// Solutions of the five areas of spec §2 (edge, computer, community, conditioner, education).
export const solutionProducts: SeedProduct[] = [
  solution(
    'edge',
    'edge-vision-gateway',
    10,
    'sg2002',
    {
      Hardware: 'SG2002 camera board',
      Software: 'Linux + TPU runtime',
      'Use case': 'People counting, intrusion alerts',
    },
    [
      '边缘视觉网关',
      '基于 SG2002 的摄像头网关：本地完成目标检测，只把事件上传到云端。',
      `## 架构\n\n摄像头 → SG2002（ISP + TPU 推理）→ 事件消息（MQTT）→ 业务平台。\n\n## 价值\n\n- 视频不出现场，带宽与隐私成本低\n- 断网时本地继续记录事件`,
    ],
    [
      'Edge vision gateway',
      'A camera gateway on SG2002: detection runs locally and only events go to the cloud.',
      `## Architecture\n\nCamera → SG2002 (ISP + TPU inference) → events over MQTT → business platform.\n\n## Benefits\n\n- video stays on site: less bandwidth, better privacy\n- keeps recording events while offline`,
    ],
  ),
  solution(
    'edge',
    'industrial-edge-box',
    20,
    'bananapi-bpi-f3',
    {
      Hardware: 'Banana Pi BPI-F3 (SpacemiT K1)',
      Interfaces: 'Dual Gigabit Ethernet, RS-485',
      Software: 'openEuler + container runtime',
    },
    [
      '工业边缘盒子',
      '基于 SpacemiT K1 的边缘计算盒子，采集产线数据并运行容器化应用。',
      `## 方案组成\n\n- 硬件：Banana Pi BPI-F3\n- 系统：openEuler RISC-V\n- 应用：协议转换、数据清洗、轻量 AI 质检\n\n## 案例\n\n某电子厂用于贴片机状态采集，替换原有 x86 工控机。`,
    ],
    [
      'Industrial edge box',
      'An edge box on SpacemiT K1 that collects production-line data and runs containerised apps.',
      `## Bill of materials\n\n- hardware: Banana Pi BPI-F3\n- system: openEuler RISC-V\n- apps: protocol conversion, data cleaning, light AI inspection\n\n## Case\n\nAn electronics plant uses it to collect pick-and-place machine states, replacing x86 industrial PCs.`,
    ],
  ),
  solution(
    'computer',
    'riscv-workstation',
    10,
    'milkv-pioneer',
    {
      Hardware: 'Milk-V Pioneer (SG2042, 64 cores)',
      Software: 'Fedora / openEuler RISC-V',
      'Use case': 'Native builds, CI runners',
    },
    [
      'RISC-V 开发工作站',
      '以 64 核 SG2042 为核心的桌面工作站，用于原生编译与持续集成。',
      `## 适用场景\n\n- 大型软件包的原生编译（内核、LLVM、浏览器）\n- 作为 RISC-V CI 构建节点\n\n## 配置建议\n\n内存不少于 32 GB，使用 NVMe 固态硬盘存放构建目录。`,
    ],
    [
      'RISC-V developer workstation',
      'A desktop workstation around the 64-core SG2042 for native builds and continuous integration.',
      `## Where it fits\n\n- native builds of large packages (kernel, LLVM, browsers)\n- RISC-V CI build nodes\n\n## Suggested set-up\n\nAt least 32 GB of memory and an NVMe SSD for build directories.`,
    ],
  ),
  solution(
    'community',
    'smart-community-access',
    10,
    'sg2000',
    {
      Hardware: 'SG2000 face-recognition terminal',
      Software: 'FreeRTOS + Linux dual system',
      Functions: 'Face access, visitor codes, intercom',
    },
    [
      '智慧社区门禁',
      '基于 SG2000 的人脸识别门禁终端，支持访客码与可视对讲。',
      `## 功能\n\n- 本地人脸比对，识别时间短\n- 访客二维码通行、物业后台远程开门\n- 可视对讲与通行记录查询\n\n## 部署\n\n终端通过以太网接入社区管理平台，单台支持上万张人脸库。`,
    ],
    [
      'Smart community access',
      'A face-recognition door terminal on SG2000 with visitor codes and video intercom.',
      `## Functions\n\n- on-device face matching\n- visitor QR codes, remote opening from the property office\n- video intercom and access history\n\n## Deployment\n\nTerminals join the community platform over Ethernet; each holds a face library of tens of thousands.`,
    ],
  ),
  solution(
    'conditioner',
    'inverter-ac-controller',
    10,
    'ch32v307',
    {
      Hardware: 'CH32V307 main controller',
      Control: 'FOC compressor drive',
      Connectivity: 'Wi-Fi module for app control',
    },
    [
      '变频空调控制方案',
      '以 CH32V307 为主控的变频空调控制板：压缩机 FOC 驱动与联网控制。',
      `## 方案要点\n\n- 浮点内核运行 FOC 算法，压缩机低频运行更平稳\n- 外接 Wi-Fi 模组实现手机 App 控制\n- 支持 OTA 升级\n\n## 联系\n\n可提供参考设计与样机评估。`,
    ],
    [
      'Inverter air-conditioner controller',
      'An inverter AC control board with CH32V307 as main controller: FOC compressor drive and connected control.',
      `## Highlights\n\n- FOC runs on the floating-point core for smooth low-speed compressor operation\n- a Wi-Fi module adds phone-app control\n- OTA updates\n\n## Contact\n\nReference designs and evaluation units are available.`,
    ],
  ),
  solution(
    'education',
    'riscv-teaching-lab',
    10,
    'lichee-pi-4a',
    {
      Hardware: 'Lichee Pi 4A boards + cloud lab',
      Courses: 'Computer architecture, OS, compilers',
      Seats: '30-60 per class',
    },
    [
      'RISC-V 教学实验室',
      '开发板与云实验室结合的高校教学方案，覆盖体系结构、操作系统与编译原理课程。',
      `## 组成\n\n- 每位学生一块 Lichee Pi 4A，或通过云实验室远程使用\n- 配套实验指导书与在线评测\n\n## 课程\n\n计算机组成与体系结构、操作系统、编译原理。`,
    ],
    [
      'RISC-V teaching lab',
      'A university teaching set combining boards and the cloud lab for architecture, OS and compiler courses.',
      `## Parts\n\n- one Lichee Pi 4A per student, or remote boards through the cloud lab\n- lab manuals and online grading\n\n## Courses\n\nComputer organisation and architecture, operating systems, compilers.`,
    ],
  ),
  solution(
    'computer',
    'riscv-build-farm',
    20,
    'sg2042',
    {
      Hardware: 'Milk-V Pioneer (SG2042) nodes',
      Software: 'openEuler, GitLab Runner, distcc',
      'Use case': 'Native riscv64 package builds and CI',
    },
    [
      'RISC-V 原生构建集群',
      '以 SG2042 服务器为节点的原生编译与持续集成集群，替代 QEMU 模拟构建。',
      `## 架构\n\n代码仓库 → CI 调度（GitLab Runner）→ SG2042 构建节点（64 核）→ 制品仓库。\n\n## 价值\n\n- 原生编译比 QEMU 用户态模拟快一个数量级\n- 测试直接在真实 RISC-V 硬件上运行`,
    ],
    [
      'RISC-V native build farm',
      'A native build and CI cluster of SG2042 servers instead of QEMU-emulated builds.',
      `## Architecture\n\nRepositories → CI scheduler (GitLab Runner) → SG2042 build nodes (64 cores) → artefact store.\n\n## Value\n\n- native builds run an order of magnitude faster than QEMU user emulation\n- tests run on real RISC-V hardware`,
    ],
  ),
  solution(
    'community',
    'matter-smart-home-gateway',
    20,
    'bl616',
    {
      Hardware: 'BL616 Wi-Fi 6 / Thread SoC',
      Software: 'Matter SDK, OpenThread border router',
      'Use case': 'Apartment lighting, locks and sensors on one app',
    },
    [
      'Matter 智慧家庭网关',
      '基于 BL616 的 Matter 网关：Wi-Fi 6 接入家庭网络，Thread 连接门锁、灯具与传感器。',
      `## 架构\n\nThread 终端 → BL616 边界路由器 → 家庭 Wi-Fi → 物业与住户 App。\n\n## 价值\n\n- 不同品牌设备经 Matter 统一接入\n- 本地联动，断网时照明与门禁照常工作`,
    ],
    [
      'Matter smart-home gateway',
      'A Matter gateway on BL616: Wi-Fi 6 to the home network, Thread to locks, lights and sensors.',
      `## Architecture\n\nThread devices → BL616 border router → home Wi-Fi → property and resident apps.\n\n## Value\n\n- devices of any brand join through Matter\n- local automations keep lights and doors working offline`,
    ],
  ),
];
