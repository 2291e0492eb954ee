// Demo courses and study routes of the college (published at seed time), both languages: every
// course in stages, with video lessons (`videos`: positions that get the demo clip), document
// lessons from the document centre and, for some, a quiz as their last lesson.
export type SeedLesson = [
  titleZh: string,
  titleEn: string,
  minutes: number,
  bodyZh: string,
  bodyEn: string,
  stage: number,
  /** a document lesson: the series of a seeded document (data/documents-*.ts) */
  documentSeries?: string,
];
export interface SeedStage {
  titleZh: string;
  titleEn: string;
  requiresPrevious: boolean;
}
/** The quiz of a course's last lesson: the first `count` bank questions of `category`, fixed. */
export interface SeedQuiz {
  titleZh: string;
  titleEn: string;
  category: 'isa' | 'privileged' | 'toolchain' | 'embedded' | 'linux' | 'vector';
  count: number;
  timeLimitMinutes: number;
  passPercent: number;
  attemptsAllowed: number;
}
export interface SeedCourse {
  slug: string;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  category: 'risc_v' | 'embedded' | 'linux' | 'toolchain' | 'ai';
  featured: boolean;
  stages: SeedStage[];
  lessons: SeedLesson[];
  /** positions of the video lessons (the demo clip, when ffmpeg made it); default [1] */
  videos?: number[];
  quiz?: SeedQuiz;
}

export const stage = (titleZh: string, titleEn: string, requiresPrevious = false): SeedStage => ({
  titleZh,
  titleEn,
  requiresPrevious,
});

/** A document lesson: reading a document of the document centre to its end. */
const reading = (zh: string, en: string, minutes: number, stageNo: number, series: string): SeedLesson => [
  `阅读：${zh}`,
  `Reading: ${en}`,
  minutes,
  '读完下方文档，滚动到末尾即完成本课。',
  'Read the document below; reaching its end completes the lesson.',
  stageNo,
  series,
];

export const seedCourses: SeedCourse[] = [
  {
    slug: 'riscv-isa-basics',
    titleZh: 'RISC-V 指令集入门',
    titleEn: 'RISC-V ISA fundamentals',
    summaryZh: '从 RV32I 基础整数指令集出发，理解寄存器、寻址方式与模块化扩展。',
    summaryEn: 'Start from the RV32I base integer ISA: registers, addressing and the modular extensions.',
    level: 'beginner',
    category: 'risc_v',
    featured: true,
    stages: [
      stage('认识 RISC-V', 'Meeting RISC-V'),
      stage('指令与扩展', 'Instructions and extensions', true),
    ],
    videos: [1, 3],
    lessons: [
      [
        '为什么是 RISC-V',
        'Why RISC-V',
        12,
        '## 开放的指令集\n\nRISC-V 是一个**开放、免授权费**的指令集架构，由基础指令集与可选扩展组成。',
        '## An open ISA\n\nRISC-V is an **open, royalty-free** instruction set made of a base ISA and optional extensions.',
        1,
      ],
      [
        '寄存器与调用约定',
        'Registers and the calling convention',
        18,
        '32 个通用寄存器 `x0`–`x31`，其中 `x0` 恒为 0。\n\n- `a0`–`a7`：参数与返回值\n- `sp`：栈指针\n- `ra`：返回地址',
        'Thirty-two general registers `x0`–`x31`; `x0` is always zero.\n\n- `a0`–`a7`: arguments and results\n- `sp`: stack pointer\n- `ra`: return address',
        1,
      ],
      [
        'RV32I 指令格式',
        'RV32I instruction formats',
        20,
        'R、I、S、B、U、J 六种格式。\n\n```asm\naddi a0, a0, 1\nbeq  a0, a1, done\n```',
        'Six formats: R, I, S, B, U and J.\n\n```asm\naddi a0, a0, 1\nbeq  a0, a1, done\n```',
        2,
      ],
      [
        '标准扩展 M/A/F/D/C/V',
        'Standard extensions M/A/F/D/C/V',
        15,
        '乘除法（M）、原子（A）、浮点（F/D）、压缩（C）与向量（V）扩展按需组合，如 `RV64GC`。',
        'Multiply (M), atomics (A), floating point (F/D), compressed (C) and vector (V) combine as needed, e.g. `RV64GC`.',
        2,
      ],
      reading('RISC-V 指令集入门', 'an introduction to the RISC-V ISA', 10, 2, 'riscv-isa-intro'),
    ],
  },
  {
    slug: 'xuantie-c906-bringup',
    titleZh: '玄铁 C906 开发板上手',
    titleEn: 'Getting started with a XuanTie C906 board',
    summaryZh: '连接串口、烧写固件、运行第一个程序，掌握开发板的基本调试流程。',
    summaryEn: 'Connect the serial console, flash the firmware and run a first program on the board.',
    level: 'beginner',
    category: 'embedded',
    featured: true,
    stages: [stage('认识开发板', 'Meet the board'), stage('烧写与运行', 'Flash and run')],
    videos: [1, 3],
    lessons: [
      [
        '开发板与外设概览',
        'The board and its peripherals',
        10,
        '认识 C906 核心、DDR、以太网与调试串口的位置。',
        'Find the C906 core, DDR, Ethernet and the debug UART on the board.',
        1,
      ],
      [
        '串口连接与启动日志',
        'Serial console and the boot log',
        15,
        '波特率 `115200 8N1`，上电后观察 OpenSBI 与 U-Boot 的输出。',
        'Use `115200 8N1` and watch OpenSBI and U-Boot print at power-on.',
        1,
      ],
      [
        '烧写镜像',
        'Flashing an image',
        20,
        '使用厂商工具或 `dd` 将镜像写入 SD 卡，然后从 SD 卡启动。',
        'Write the image to an SD card with the vendor tool or `dd`, then boot from it.',
        2,
      ],
      reading('Milk-V Duo 快速上手', 'Milk-V Duo quick start', 10, 2, 'duo-quickstart'),
    ],
  },
  {
    slug: 'riscv-gnu-toolchain',
    titleZh: 'RISC-V GNU 工具链实战',
    titleEn: 'The RISC-V GNU toolchain in practice',
    summaryZh: '交叉编译、链接脚本、`-march`/`-mabi` 选择以及用 QEMU 运行与调试。',
    summaryEn: 'Cross-compiling, linker scripts, choosing `-march`/`-mabi`, running and debugging with QEMU.',
    level: 'intermediate',
    category: 'toolchain',
    featured: false,
    stages: [stage('搭建工具链', 'Setting up the toolchain'), stage('链接与调试', 'Linking and debugging')],
    videos: [1, 3],
    lessons: [
      [
        '安装交叉工具链',
        'Installing a cross toolchain',
        12,
        '下载预编译的 `riscv64-unknown-linux-gnu` 工具链并加入 `PATH`。',
        'Download a prebuilt `riscv64-unknown-linux-gnu` toolchain and add it to `PATH`.',
        1,
      ],
      [
        '-march 与 -mabi',
        '-march and -mabi',
        18,
        '`-march=rv64gc -mabi=lp64d` 决定可用指令与浮点调用约定。',
        '`-march=rv64gc -mabi=lp64d` decides the instructions used and the floating-point calling convention.',
        1,
      ],
      reading('玄铁 GCC 编译选项', 'XuanTie GCC options', 10, 1, 'xuantie-gcc-options'),
      [
        '链接脚本',
        'Linker scripts',
        22,
        '为裸机程序指定 `.text` 与 `.data` 的加载地址。',
        'Place `.text` and `.data` for a bare-metal program.',
        2,
      ],
      [
        'QEMU 与 GDB 调试',
        'Debugging with QEMU and GDB',
        25,
        '`qemu-system-riscv64 -s -S` 等待 GDB 连接，单步观察寄存器。',
        '`qemu-system-riscv64 -s -S` waits for GDB; step and watch the registers.',
        2,
      ],
      reading('用 QEMU 模拟 RISC-V 开发板', 'emulating RISC-V boards with QEMU', 10, 2, 'qemu-guide'),
    ],
  },
  {
    slug: 'riscv-linux-porting',
    titleZh: 'RISC-V Linux 移植',
    titleEn: 'Porting Linux to RISC-V',
    summaryZh: '从 OpenSBI、U-Boot 到内核与设备树，完成一块新板卡的 Linux 启动。',
    summaryEn: 'From OpenSBI and U-Boot to the kernel and device tree: boot Linux on a new board.',
    level: 'advanced',
    category: 'linux',
    featured: true,
    stages: [
      stage('启动链', 'The boot chain'),
      stage('内核与设备树', 'The kernel and the device tree', true),
      stage('检验', 'Check', true),
    ],
    videos: [1, 3],
    quiz: {
      titleZh: 'Linux 移植小测验',
      titleEn: 'Linux porting quiz',
      category: 'linux',
      count: 5,
      timeLimitMinutes: 15,
      passPercent: 60,
      attemptsAllowed: 3,
    },
    lessons: [
      [
        '启动流程总览',
        'The boot flow',
        15,
        'ZSBL → SPL → OpenSBI → U-Boot → Linux。',
        'ZSBL → SPL → OpenSBI → U-Boot → Linux.',
        1,
      ],
      [
        'OpenSBI 平台适配',
        'An OpenSBI platform',
        25,
        '实现定时器、IPI 与控制台的平台钩子。',
        'Implement the platform hooks for the timer, IPIs and the console.',
        1,
      ],
      [
        '设备树编写',
        'Writing the device tree',
        30,
        '描述 CPU、内存、中断控制器（PLIC）与串口节点。',
        'Describe the CPUs, memory, the interrupt controller (PLIC) and the UART.',
        2,
      ],
      [
        '内核配置与调试',
        'Configuring and debugging the kernel',
        30,
        '从 `defconfig` 出发，用 `earlycon` 定位早期启动问题。',
        'Start from `defconfig` and use `earlycon` to find early boot problems.',
        2,
      ],
      [
        '根文件系统',
        'The root file system',
        20,
        '用 Buildroot 生成最小根文件系统并挂载。',
        'Build a minimal root file system with Buildroot and mount it.',
        2,
      ],
      reading('在 RISC-V 上安装 openEuler', 'installing openEuler on RISC-V', 15, 2, 'openeuler-install'),
      [
        '小测验：Linux 移植',
        'Quiz: porting Linux',
        10,
        '回答 5 道题，答对 60% 即通过。',
        'Answer 5 questions; 60% passes.',
        3,
      ],
    ],
  },
  {
    slug: 'riscv-vector-ai',
    titleZh: 'RISC-V 向量扩展与 AI 推理',
    titleEn: 'RISC-V vectors for AI inference',
    summaryZh: '理解 RVV 1.0 编程模型，用向量内建函数加速卷积与矩阵乘。',
    summaryEn: 'Learn the RVV 1.0 model and speed up convolution and matrix multiply with intrinsics.',
    level: 'advanced',
    category: 'ai',
    featured: false,
    stages: [stage('RVV 基础', 'RVV basics'), stage('实战', 'In practice')],
    quiz: {
      titleZh: '向量扩展小测验',
      titleEn: 'Vector extension quiz',
      category: 'vector',
      count: 5,
      timeLimitMinutes: 15,
      passPercent: 60,
      attemptsAllowed: 3,
    },
    lessons: [
      [
        'RVV 编程模型',
        'The RVV programming model',
        20,
        '`vsetvli` 设置向量长度，`LMUL` 组合寄存器组。',
        '`vsetvli` sets the vector length; `LMUL` groups registers.',
        1,
      ],
      [
        '向量内建函数',
        'Vector intrinsics',
        25,
        '```c\nsize_t vl = __riscv_vsetvl_e32m1(n);\n```',
        '```c\nsize_t vl = __riscv_vsetvl_e32m1(n);\n```',
        1,
      ],
      [
        '加速矩阵乘',
        'A faster matrix multiply',
        30,
        '按行分块，使用 `vfmacc` 累加。',
        'Block by rows and accumulate with `vfmacc`.',
        2,
      ],
      reading('用 LLVM 编写 RVV 内建函数', 'RVV intrinsics with LLVM', 15, 2, 'llvm-rvv'),
      [
        '小测验：向量扩展',
        'Quiz: the vector extension',
        10,
        '回答 5 道题，答对 60% 即通过。',
        'Answer 5 questions; 60% passes.',
        2,
      ],
    ],
  },
];

export const seedRoutes = [
  {
    slug: 'riscv-embedded-developer',
    titleZh: 'RISC-V 嵌入式开发者',
    titleEn: 'RISC-V embedded developer',
    summaryZh: '从指令集到开发板与工具链，成为能独立开发 RISC-V 嵌入式应用的工程师。',
    summaryEn: 'From the ISA to boards and the toolchain: build RISC-V embedded applications on your own.',
    courses: ['riscv-isa-basics', 'xuantie-c906-bringup', 'riscv-gnu-toolchain'],
  },
  {
    slug: 'riscv-linux-porting',
    titleZh: 'RISC-V Linux 移植',
    titleEn: 'RISC-V Linux porting',
    summaryZh: '掌握工具链与启动流程，把 Linux 移植到新的 RISC-V 板卡上。',
    summaryEn: 'Master the toolchain and the boot flow, and bring Linux up on a new RISC-V board.',
    courses: ['riscv-isa-basics', 'riscv-gnu-toolchain', 'riscv-linux-porting'],
  },
];
