import type { SeedQuestion } from './community';

// Demo course details (issue 20): the key points of every demo course, the materials of some (by
// the demo resource's name, apps/server/src/db/seed/data/resources.ts) and course Q&A questions.

type Point = readonly [zh: string, en: string];

export const COURSE_KEY_POINTS: Record<string, readonly Point[]> = {
  'riscv-isa-basics': [
    [
      'RV32I/RV64I 基础整数指令集与 x0–x31 寄存器约定',
      'The RV32I/RV64I base integer ISA and the x0–x31 register conventions',
    ],
    [
      'R/I/S/B/U/J 六种指令编码格式及立即数拼接',
      'The six encodings R/I/S/B/U/J and how immediates are assembled',
    ],
    [
      'M、A、F、D、C 标准扩展与 ISA 字符串（如 rv64gc）',
      'The M, A, F, D and C extensions and ISA strings such as rv64gc',
    ],
  ],
  'xuantie-c906-bringup': [
    [
      'C906 的 RV64GCV 配置、MMU 与玄铁扩展指令',
      'The C906 as RV64GCV with an MMU and the XuanTie custom extensions',
    ],
    ['通过串口与 fastboot 烧录启动镜像', 'Flashing boot images over the serial console and fastboot'],
    [
      '用 T-Head GCC 交叉编译并在板上运行第一个程序',
      'Cross-compiling with T-Head GCC and running a first program on the board',
    ],
  ],
  'riscv-gnu-toolchain': [
    [
      '-march/-mabi 的取值（如 rv64gc/lp64d）与 multilib',
      'Choosing -march/-mabi (rv64gc/lp64d) and multilibs',
    ],
    ['链接脚本、重定位与链接器松弛（relaxation）', 'Linker scripts, relocations and linker relaxation'],
    [
      '用 QEMU 用户模式与 GDB 调试交叉编译程序',
      'Debugging cross-compiled programs with QEMU user mode and GDB',
    ],
  ],
  'riscv-linux-porting': [
    [
      '设备树描述 CPU、内存、CLINT/PLIC 与串口',
      'Describing harts, memory, the CLINT/PLIC and the UART in a device tree',
    ],
    [
      'OpenSBI 提供的 SBI 调用与内核的 S 模式入口',
      'The SBI calls OpenSBI provides and the kernel entry in S-mode',
    ],
    [
      'defconfig 裁剪、earlycon 与 initramfs 启动排错',
      'Trimming a defconfig, earlycon and debugging an initramfs boot',
    ],
  ],
  'riscv-vector-ai': [
    ['RVV 1.0 的 VLEN、SEW、LMUL 与 vsetvli', 'VLEN, SEW, LMUL and vsetvli in RVV 1.0'],
    ['用向量 intrinsics 编写长度无关的循环', 'Vector-length-agnostic loops with the RVV intrinsics'],
    [
      'INT8 矩阵乘与卷积核的向量化与性能测量',
      'Vectorising INT8 matrix multiply and convolution kernels and measuring them',
    ],
  ],
  'riscv-privileged-basics': [
    ['M/S/U 三种特权级与 mstatus 中的 MPP/SPP', 'The M, S and U privilege levels and MPP/SPP in mstatus'],
    ['mtvec、mepc、mcause 与陷入/返回（mret）流程', 'mtvec, mepc, mcause and the trap and mret flow'],
    [
      'medeleg/mideleg 把异常和中断委托给 S 模式',
      'Delegating exceptions and interrupts to S-mode with medeleg/mideleg',
    ],
  ],
  'riscv-assembly-programming': [
    [
      '调用约定：a0–a7 传参、ra/sp 与被调用者保存寄存器',
      'The calling convention: a0–a7 arguments, ra/sp and callee-saved registers',
    ],
    ['伪指令 li、la、call 展开成的真实指令', 'What the li, la and call pseudo-instructions expand to'],
    ['栈帧布局与 C 代码互相调用', 'Stack frame layout and calling to and from C'],
  ],
  'riscv-interrupts-clint-plic': [
    [
      'mtime/mtimecmp 定时器中断与软件中断 msip',
      'Timer interrupts with mtime/mtimecmp and software interrupts with msip',
    ],
    [
      'PLIC 的优先级、阈值与 claim/complete 流程',
      'PLIC priorities, thresholds and the claim/complete handshake',
    ],
    ['向量模式 mtvec 与中断嵌套的现场保存', 'Vectored mtvec and saving context for nested interrupts'],
  ],
  'opensbi-uboot-boot-flow': [
    [
      'ZSBL → SPL → OpenSBI → U-Boot → Linux 的启动链',
      'The ZSBL → SPL → OpenSBI → U-Boot → Linux boot chain',
    ],
    [
      'OpenSBI 的 fw_dynamic/fw_jump/fw_payload 三种固件',
      'The fw_dynamic, fw_jump and fw_payload OpenSBI firmwares',
    ],
    [
      'U-Boot 的 distro boot、extlinux.conf 与环境变量',
      'U-Boot distro boot, extlinux.conf and the environment',
    ],
  ],
  'llvm-riscv-backend': [
    ['TableGen 描述的 RISC-V 寄存器与指令', 'RISC-V registers and instructions described in TableGen'],
    [
      '指令选择：从 SelectionDAG 到 MachineInstr',
      'Instruction selection from the SelectionDAG to MachineInstrs',
    ],
    ['用 llc -debug-pass 与 llvm-mc 观察代码生成', 'Watching code generation with llc and llvm-mc'],
  ],
  'riscv-freertos': [
    [
      'FreeRTOS RISC-V 移植层与 portASM 的上下文切换',
      'The FreeRTOS RISC-V port and context switching in portASM',
    ],
    ['用 mtimecmp 产生系统节拍（tick）', 'Generating the tick from mtimecmp'],
    ['任务、队列与中断服务程序的配合', 'Tasks, queues and interrupt handlers working together'],
  ],
  'riscv-memory-model': [
    [
      'RVWMO 允许的重排与 fence 指令的前驱/后继集合',
      'Reorderings RVWMO allows and the predecessor/successor sets of fence',
    ],
    ['LR/SC 与 AMO 原子指令及 aq/rl 位', 'LR/SC, the AMO instructions and the aq/rl bits'],
    ['C11 原子操作到 RISC-V 指令的映射', 'Mapping C11 atomics onto RISC-V instructions'],
  ],
};

/** Course slug → the names of its materials (demo resources), in order. */
export const COURSE_MATERIALS: Record<string, readonly string[]> = {
  'xuantie-c906-bringup': [
    'XuanTie C906 SDK 2.1',
    '玄铁 C906 数据手册',
    'XuanTie GCC toolchain 2.10 (Linux x86_64)',
  ],
  'riscv-gnu-toolchain': ['XuanTie GCC toolchain 2.10 (Linux x86_64)', 'QEMU 9.0 with XuanTie machines'],
  'riscv-linux-porting': [
    'Linux kernel config for TH1520',
    'U-Boot environment presets',
    'Lichee Pi 4A Debian image',
  ],
  'riscv-vector-ai': ['XuanTie C920 vector library'],
  'opensbi-uboot-boot-flow': ['U-Boot environment presets'],
  'llvm-riscv-backend': ['LLVM 18 for RISC-V (prebuilt)'],
};

/** Course Q&A: questions of the community about a course (`course` is its slug). */
export const COURSE_QUESTIONS: (SeedQuestion & { course: string })[] = [
  {
    course: 'riscv-isa-basics',
    kind: 'question',
    zone: 'riscv',
    plate: 'course',
    author: 'emily_dev',
    productKind: 'chip',
    productName: 'RV64GC',
    title: 'Why does `addi x0, x0, 0` count as the canonical NOP?',
    description:
      'The ISA basics course says writes to x0 are discarded. Is `nop` just an alias, and does the C extension have its own encoding for it?',
    tags: ['isa', 'nop'],
    views: 96,
    age: 30,
    answers: [
      {
        author: 'kernel_zhao',
        body: 'Yes: `nop` is the assembler alias of `addi x0, x0, 0` (0x00000013). With the C extension `c.nop` encodes it in 16 bits (0x0001).',
        adopted: true,
      },
    ],
  },
  {
    course: 'riscv-isa-basics',
    kind: 'question',
    zone: 'riscv',
    plate: 'course',
    author: 'rv_lin',
    productKind: 'chip',
    productName: 'RV32I',
    title: 'B 型指令的立即数为什么最低位总是 0？',
    description: '课程讲到 beq 的偏移是 13 位，但编码里只有 12 位立即数，最低位去哪了？',
    tags: ['isa', 'branch'],
    views: 54,
    age: 20,
    answers: [
      {
        author: 'boardmaker',
        body: '分支目标至少按 2 字节对齐（为了兼容 C 扩展），所以 imm[0] 恒为 0 不必编码，12 位字段表示 imm[12:1]，范围 ±4 KiB。',
      },
    ],
  },
  {
    course: 'riscv-linux-porting',
    kind: 'question',
    zone: 'riscv',
    plate: 'course',
    author: 'emily_dev',
    productKind: 'development-board',
    productName: 'Lichee Pi 4A',
    title: 'Kernel hangs after "Starting kernel ..." with no earlycon output',
    description:
      'Following the Linux porting course on a TH1520 board, U-Boot loads the kernel but nothing prints after it. Which bootargs should I check first?',
    tags: ['linux', 'earlycon'],
    views: 41,
    age: 8,
    answers: [],
  },
];
