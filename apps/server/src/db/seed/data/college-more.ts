// More demo courses of the college (issue 20: 12 in all with data/college.ts and the quiz course),
// in stages, some requiring the previous one, with document lessons from the document centre.
// Both languages; the content follows the RISC-V specifications.

type L = [
  titleZh: string,
  titleEn: string,
  minutes: number,
  bodyZh: string,
  bodyEn: string,
  stage: number,
  /** a document lesson: the series of a seeded document (data/documents-*.ts) */
  documentSeries?: string,
];
export interface SeedStagedCourse {
  slug: string;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  category: 'risc_v' | 'embedded' | 'linux' | 'toolchain' | 'ai';
  featured: boolean;
  stages: { titleZh: string; titleEn: string; requiresPrevious: boolean }[];
  lessons: L[];
}

const stage = (titleZh: string, titleEn: string, requiresPrevious = false) => ({
  titleZh,
  titleEn,
  requiresPrevious,
});

export const moreCourses: SeedStagedCourse[] = [
  {
    slug: 'riscv-assembly-programming',
    titleZh: 'RISC-V 汇编语言程序设计',
    titleEn: 'RISC-V assembly programming',
    summaryZh: '用 RV64I 汇编写出循环、函数调用与系统调用，读懂编译器生成的代码。',
    summaryEn: 'Write loops, function calls and system calls in RV64I assembly and read what compilers emit.',
    level: 'beginner',
    category: 'risc_v',
    featured: true,
    stages: [stage('基础指令', 'Basic instructions'), stage('函数与栈', 'Functions and the stack', true)],
    lessons: [
      [
        '第一个汇编程序',
        'A first assembly program',
        12,
        '用 `li`、`add` 与 `ecall` 在 QEMU 用户态中打印字符串：\n\n```asm\nli a7, 64      # write\nli a0, 1       # stdout\nla a1, msg\nli a2, 13\necall\n```',
        'Print a string under QEMU user mode with `li`, `add` and `ecall`:\n\n```asm\nli a7, 64      # write\nli a0, 1       # stdout\nla a1, msg\nli a2, 13\necall\n```',
        1,
      ],
      [
        '分支与循环',
        'Branches and loops',
        15,
        '`beq`/`bne`/`blt`/`bge` 比较两个寄存器；循环计数常放在 `t0`。伪指令 `beqz a0, done` 展开为 `beq a0, zero, done`。',
        '`beq`/`bne`/`blt`/`bge` compare two registers; a loop counter usually lives in `t0`. The pseudo-instruction `beqz a0, done` expands to `beq a0, zero, done`.',
        1,
      ],
      [
        '访存与对齐',
        'Loads, stores and alignment',
        14,
        '`ld`/`sd` 访问 8 字节，`lw` 符号扩展、`lwu` 零扩展。非对齐访问是否支持由实现决定，可移植代码应保持自然对齐。',
        '`ld`/`sd` move 8 bytes, `lw` sign-extends and `lwu` zero-extends. Misaligned accesses are implementation-defined; portable code keeps natural alignment.',
        1,
      ],
      [
        '调用约定与栈帧',
        'The calling convention and stack frames',
        18,
        '`sp` 保持 16 字节对齐；被调用者保存 `s0`–`s11` 与 `ra`：\n\n```asm\naddi sp, sp, -16\nsd   ra, 8(sp)\ncall helper\nld   ra, 8(sp)\naddi sp, sp, 16\nret\n```',
        '`sp` stays 16-byte aligned; the callee saves `s0`–`s11` and `ra`:\n\n```asm\naddi sp, sp, -16\nsd   ra, 8(sp)\ncall helper\nld   ra, 8(sp)\naddi sp, sp, 16\nret\n```',
        2,
      ],
      [
        '读懂 GCC 的输出',
        'Reading what GCC emits',
        16,
        '用 `riscv64-linux-gnu-gcc -O2 -S` 生成汇编，对照源代码识别尾调用（`tail`）与叶函数省略栈帧。',
        'Generate assembly with `riscv64-linux-gnu-gcc -O2 -S` and spot tail calls (`tail`) and leaf functions without a frame.',
        2,
      ],
    ],
  },
  {
    slug: 'riscv-interrupts-clint-plic',
    titleZh: '中断与异常：CLINT 与 PLIC',
    titleEn: 'Traps and interrupts: the CLINT and the PLIC',
    summaryZh: '理解 mtvec、mcause、mepc 与中断委托，在玄铁 C906 上处理定时器与外部中断。',
    summaryEn:
      'Understand mtvec, mcause, mepc and delegation, and handle timer and external interrupts on a XuanTie C906.',
    level: 'intermediate',
    category: 'embedded',
    featured: false,
    stages: [stage('陷入机制', 'The trap mechanism'), stage('中断控制器', 'Interrupt controllers', true)],
    lessons: [
      [
        '异常与中断的区别',
        'Exceptions and interrupts',
        12,
        '同步异常（如非法指令、缺页）与异步中断共用陷入入口；`mcause` 最高位为 1 表示中断。',
        'Synchronous exceptions (an illegal instruction, a page fault) and asynchronous interrupts share the trap entry; the top bit of `mcause` is set for an interrupt.',
        1,
      ],
      [
        'mtvec 的直接与向量模式',
        'mtvec: direct and vectored modes',
        14,
        '`mtvec` 低两位为 MODE：0 为直接模式，全部陷入跳到 BASE；1 为向量模式，中断跳到 `BASE + 4 × cause`。',
        'The low two bits of `mtvec` are MODE: 0 (direct) sends every trap to BASE; 1 (vectored) sends interrupts to `BASE + 4 × cause`.',
        1,
      ],
      [
        'C906 的控制寄存器',
        'The C906 control registers',
        16,
        '阅读文档中心的 C906 CSR 手册，找到 `mstatus`、`mie` 与扩展的 `mhcr` 寄存器。',
        'Read the C906 CSR manual from the document centre and find `mstatus`, `mie` and the custom `mhcr`.',
        1,
        'c906-csr',
      ],
      [
        'CLINT 定时器中断',
        'CLINT timer interrupts',
        15,
        '写 `mtimecmp` 大于 `mtime` 的值以安排下一次定时器中断（MTI，cause 7），在处理程序中再次推后 `mtimecmp` 以清除。',
        'Write `mtimecmp` above `mtime` to schedule the next timer interrupt (MTI, cause 7); pushing `mtimecmp` forward in the handler clears it.',
        2,
      ],
      [
        'PLIC 外部中断',
        'External interrupts through the PLIC',
        18,
        '为中断源设置优先级与使能位，处理时先读 claim 寄存器得到中断号，完成后写回同一寄存器（complete）。',
        'Set a source’s priority and enable bit; the handler reads the claim register for the source id and writes it back to complete.',
        2,
      ],
    ],
  },
  {
    slug: 'opensbi-uboot-boot-flow',
    titleZh: 'OpenSBI 与 U-Boot：RISC-V 启动流程',
    titleEn: 'OpenSBI and U-Boot: the RISC-V boot flow',
    summaryZh: '从 BootROM 到 Linux 内核：SPL、OpenSBI、U-Boot 各阶段的职责与移植要点。',
    summaryEn:
      'From the boot ROM to the Linux kernel: what SPL, OpenSBI and U-Boot each do, and what porting them takes.',
    level: 'intermediate',
    category: 'linux',
    featured: true,
    stages: [
      stage('启动链', 'The boot chain'),
      stage('OpenSBI', 'OpenSBI', true),
      stage('U-Boot 与内核', 'U-Boot and the kernel', true),
    ],
    lessons: [
      [
        '启动链概览',
        'The boot chain at a glance',
        10,
        'BootROM → U-Boot SPL（初始化 DDR）→ OpenSBI（M 模式固件）→ U-Boot（S 模式）→ Linux。',
        'Boot ROM → U-Boot SPL (brings up DDR) → OpenSBI (M-mode firmware) → U-Boot (S-mode) → Linux.',
        1,
      ],
      [
        'VisionFive 2 的启动实践',
        'Booting a VisionFive 2',
        14,
        '按照文档中心的快速上手指南，通过串口观察每一阶段的输出。',
        'Follow the quick-start guide from the document centre and watch each stage on the serial console.',
        1,
        'vf2-quickstart',
      ],
      [
        'SBI 调用与 HSM 扩展',
        'SBI calls and the HSM extension',
        16,
        'S 模式通过 `ecall` 调用 SBI：`a7` 为扩展号（EID），`a6` 为功能号（FID）。HSM 扩展的 `hart_start` 用于启动其他核。',
        'S-mode calls the SBI with `ecall`: `a7` holds the extension id (EID) and `a6` the function id (FID). The HSM extension’s `hart_start` brings up the other harts.',
        2,
      ],
      [
        'fw_dynamic 与 fw_jump',
        'fw_dynamic and fw_jump',
        12,
        '`fw_jump` 跳到固定地址；`fw_dynamic` 从上一阶段传来的 `struct fw_dynamic_info` 读取下一阶段的地址与模式。',
        '`fw_jump` jumps to a fixed address; `fw_dynamic` reads the next stage’s address and mode from the `struct fw_dynamic_info` passed by the previous stage.',
        2,
      ],
      [
        'U-Boot 的 distro boot 与设备树',
        'U-Boot distro boot and the device tree',
        15,
        '`booti` 加载内核镜像，设备树经 `a1` 传给内核，`a0` 为启动核的 hartid。',
        '`booti` boots the kernel image; the device tree goes to the kernel in `a1`, with the boot hart id in `a0`.',
        3,
      ],
    ],
  },
  {
    slug: 'llvm-riscv-backend',
    titleZh: 'LLVM RISC-V 后端入门',
    titleEn: 'Inside the LLVM RISC-V backend',
    summaryZh: '从 TableGen 指令定义到指令选择与寄存器分配，为 LLVM 增加一条自定义指令。',
    summaryEn:
      'From TableGen instruction definitions to instruction selection and register allocation: add a custom instruction to LLVM.',
    level: 'advanced',
    category: 'toolchain',
    featured: false,
    stages: [stage('后端结构', 'Backend structure'), stage('扩展后端', 'Extending the backend', true)],
    lessons: [
      [
        '后端目录与 TableGen',
        'The backend tree and TableGen',
        15,
        '`llvm/lib/Target/RISCV` 下，`RISCVInstrInfo.td` 定义基础指令，各扩展在 `RISCVInstrInfo{M,A,F,D,C,V}.td` 中。',
        'Under `llvm/lib/Target/RISCV`, `RISCVInstrInfo.td` defines the base instructions and each extension has its `RISCVInstrInfo{M,A,F,D,C,V}.td`.',
        1,
      ],
      [
        '指令选择（SelectionDAG）',
        'Instruction selection (SelectionDAG)',
        18,
        '用 `llc -march=riscv64 -debug-only=isel` 观察 DAG 的合法化与匹配过程。',
        'Watch legalisation and matching with `llc -march=riscv64 -debug-only=isel`.',
        1,
      ],
      [
        '增加一条自定义指令',
        'Adding a custom instruction',
        20,
        '在 custom-0 操作码空间（`0b0001011`）定义 R 型指令，并用 `Pat<>` 把内建函数映射到它。',
        'Define an R-type instruction in the custom-0 opcode space (`0b0001011`) and map an intrinsic to it with `Pat<>`.',
        2,
      ],
      [
        '测试：lit 与 FileCheck',
        'Testing with lit and FileCheck',
        12,
        '为新指令写 `.ll` 测试，`; CHECK:` 行描述期望的汇编输出。',
        'Write an `.ll` test for the new instruction; the `; CHECK:` lines state the expected assembly.',
        2,
      ],
    ],
  },
  {
    slug: 'riscv-freertos',
    titleZh: '在 RISC-V 上运行 FreeRTOS',
    titleEn: 'FreeRTOS on RISC-V',
    summaryZh: '移植 FreeRTOS 的 RISC-V 端口，理解上下文切换、机器定时器与任务调度。',
    summaryEn:
      'Port FreeRTOS to a RISC-V board and understand context switches, the machine timer and scheduling.',
    level: 'intermediate',
    category: 'embedded',
    featured: false,
    stages: [stage('移植', 'Porting'), stage('应用', 'Applications')],
    lessons: [
      [
        'RISC-V 端口的结构',
        'The RISC-V port',
        12,
        '`portable/GCC/RISC-V` 中的 `portASM.S` 保存与恢复寄存器，芯片差异放在 `freertos_risc_v_chip_specific_extensions.h`。',
        '`portASM.S` in `portable/GCC/RISC-V` saves and restores registers; chip differences go in `freertos_risc_v_chip_specific_extensions.h`.',
        1,
      ],
      [
        '时钟节拍与 mtimecmp',
        'The tick and mtimecmp',
        14,
        '`configMTIME_BASE_ADDRESS` 与 `configMTIMECMP_BASE_ADDRESS` 指向 CLINT，节拍中断中推进 `mtimecmp`。',
        '`configMTIME_BASE_ADDRESS` and `configMTIMECMP_BASE_ADDRESS` point at the CLINT; the tick interrupt advances `mtimecmp`.',
        1,
      ],
      [
        '任务、队列与优先级',
        'Tasks, queues and priorities',
        16,
        '用 `xTaskCreate` 创建两个任务，通过 `xQueueSend`/`xQueueReceive` 传递串口数据。',
        'Create two tasks with `xTaskCreate` and pass serial data between them with `xQueueSend`/`xQueueReceive`.',
        2,
      ],
      [
        '在 Milk-V Duo 上运行',
        'Running on a Milk-V Duo',
        15,
        '参照文档中心的 Duo 快速上手，在小核上运行 FreeRTOS，大核运行 Linux。',
        'With the Duo quick start from the document centre, run FreeRTOS on the small core while Linux runs on the big one.',
        2,
        'duo-quickstart',
      ],
    ],
  },
  {
    slug: 'riscv-memory-model',
    titleZh: 'RVWMO 内存模型与原子操作',
    titleEn: 'The RVWMO memory model and atomics',
    summaryZh: '理解 RISC-V 弱内存序、FENCE 指令、LR/SC 与 AMO，写出正确的无锁代码。',
    summaryEn:
      'Understand RISC-V weak memory ordering, FENCE, LR/SC and AMOs, and write correct lock-free code.',
    level: 'advanced',
    category: 'risc_v',
    featured: false,
    stages: [stage('内存序', 'Memory ordering'), stage('原子操作', 'Atomics', true)],
    lessons: [
      [
        '什么是 RVWMO',
        'What RVWMO is',
        14,
        'RVWMO 允许不同地址的访存重排；程序需要顺序时显式使用 FENCE 或带 aq/rl 位的原子指令。',
        'RVWMO lets accesses to different addresses be reordered; programs that need order use FENCE or atomics with the aq/rl bits.',
        1,
      ],
      [
        'FENCE 与 FENCE.I',
        'FENCE and FENCE.I',
        12,
        '`fence rw, rw` 排序前后的读写；`fence.i` 让指令取指看到此前对代码的写入（如 JIT）。',
        '`fence rw, rw` orders the reads and writes around it; `fence.i` makes instruction fetch see earlier writes to code (a JIT, say).',
        1,
      ],
      [
        'LR/SC 实现比较并交换',
        'Compare-and-swap with LR/SC',
        18,
        '```asm\nretry:\n  lr.w.aq t0, (a0)\n  bne     t0, a1, fail\n  sc.w.rl t1, a2, (a0)\n  bnez    t1, retry\n```\n`sc.w` 成功时写 0。',
        '```asm\nretry:\n  lr.w.aq t0, (a0)\n  bne     t0, a1, fail\n  sc.w.rl t1, a2, (a0)\n  bnez    t1, retry\n```\n`sc.w` writes 0 on success.',
        2,
      ],
      [
        'AMO 指令与自旋锁',
        'AMOs and spinlocks',
        14,
        '`amoswap.w.aq` 获取锁，`amoswap.w.rl`（或 `sw` 前加 `fence rw, w`）释放锁。',
        '`amoswap.w.aq` takes a lock; `amoswap.w.rl` (or `fence rw, w` before a `sw`) releases it.',
        2,
      ],
    ],
  },
];

export const moreRoutes = [
  {
    slug: 'riscv-system-software',
    titleZh: 'RISC-V 系统软件工程师',
    titleEn: 'RISC-V system software engineer',
    summaryZh: '汇编、陷入与中断、启动固件与内存模型：为 RISC-V 平台开发固件与操作系统。',
    summaryEn:
      'Assembly, traps and interrupts, boot firmware and the memory model: build firmware and operating systems for RISC-V.',
    courses: [
      'riscv-assembly-programming',
      'riscv-interrupts-clint-plic',
      'opensbi-uboot-boot-flow',
      'riscv-memory-model',
    ],
  },
];
