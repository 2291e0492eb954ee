import type { QuestionAreaBody } from '@occ/shared/admin';

// The demo question bank: 150 RISC-V questions in both languages, made from fact tables so every
// question is true to the specifications (registers, formats, CSRs, toolchain, boot, vector).

type Fact = [key: string, zh: string, en: string];
interface Group {
  category: QuestionAreaBody['category'];
  /** "the ABI name of {k}" */
  askZh: string;
  askEn: string;
  facts: Fact[];
}

const groups: Group[] = [
  {
    category: 'isa',
    askZh: '寄存器 {k} 的 ABI 名称是',
    askEn: 'The ABI name of register {k} is',
    facts: [
      ['x0', 'zero', 'zero'],
      ['x1', 'ra', 'ra'],
      ['x2', 'sp', 'sp'],
      ['x3', 'gp', 'gp'],
      ['x4', 'tp', 'tp'],
      ['x5', 't0', 't0'],
      ['x8', 's0', 's0'],
      ['x10', 'a0', 'a0'],
      ['x11', 'a1', 'a1'],
      ['x17', 'a7', 'a7'],
      ['x18', 's2', 's2'],
      ['x28', 't3', 't3'],
    ],
  },
  {
    category: 'isa',
    askZh: '指令 {k} 的编码格式是',
    askEn: 'The encoding format of the instruction {k} is',
    facts: [
      ['add', 'R 型', 'R-type'],
      ['sub', 'R 型', 'R-type'],
      ['addi', 'I 型', 'I-type'],
      ['lw', 'I 型', 'I-type'],
      ['sw', 'S 型', 'S-type'],
      ['beq', 'B 型', 'B-type'],
      ['lui', 'U 型', 'U-type'],
      ['auipc', 'U 型', 'U-type'],
      ['jal', 'J 型', 'J-type'],
      ['jalr', 'I 型', 'I-type'],
    ],
  },
  {
    category: 'isa',
    askZh: '标准扩展 {k} 提供',
    askEn: 'The standard extension {k} provides',
    facts: [
      ['M', '整数乘除法', 'integer multiplication and division'],
      ['A', '原子指令', 'atomic instructions'],
      ['F', '单精度浮点', 'single-precision floating point'],
      ['D', '双精度浮点', 'double-precision floating point'],
      ['C', '压缩指令', 'compressed instructions'],
      ['V', '向量运算', 'vector operations'],
      ['H', '虚拟化（Hypervisor）', 'the hypervisor'],
      ['Zicsr', 'CSR 访问指令', 'CSR access instructions'],
    ],
  },
  {
    category: 'privileged',
    askZh: '控制状态寄存器 {k} 的作用是',
    askEn: 'The control and status register {k} holds',
    facts: [
      ['mtvec', '机器模式陷入向量基址', 'the machine trap-vector base address'],
      ['mepc', '发生异常的指令地址', 'the address of the instruction that trapped'],
      ['mcause', '陷入原因', 'the cause of the trap'],
      ['mstatus', '机器模式状态', 'the machine status'],
      ['mhartid', '硬件线程编号', 'the hart ID'],
      ['satp', '地址转换与保护设置', 'address translation and protection'],
      ['mie', '中断使能位', 'the interrupt-enable bits'],
      ['mip', '中断挂起位', 'the interrupt-pending bits'],
      ['mscratch', '机器模式暂存值', 'a machine-mode scratch value'],
      ['stvec', '监管模式陷入向量基址', 'the supervisor trap-vector base address'],
    ],
  },
  {
    category: 'privileged',
    askZh: '指令 {k} 的作用是',
    askEn: 'The instruction {k}',
    facts: [
      ['mret', '从机器模式陷入返回', 'returns from a machine-mode trap'],
      ['sret', '从监管模式陷入返回', 'returns from a supervisor-mode trap'],
      ['ecall', '发起环境调用', 'makes an environment call'],
      ['ebreak', '触发断点异常', 'raises a breakpoint exception'],
      ['wfi', '等待中断', 'waits for an interrupt'],
      ['sfence.vma', '刷新地址转换缓存', 'flushes address-translation caches'],
      ['fence.i', '同步指令流与数据写入', 'synchronises the instruction stream with stores'],
      ['csrrw', '原子交换 CSR 的值', 'atomically swaps a CSR value'],
    ],
  },
  {
    category: 'toolchain',
    askZh: '与 -march={k} 搭配的硬浮点默认 ABI 是',
    askEn: 'The usual -mabi for -march={k} is',
    facts: [
      ['rv32imac', 'ilp32', 'ilp32'],
      ['rv32imafc', 'ilp32f', 'ilp32f'],
      ['rv32gc', 'ilp32d', 'ilp32d'],
      ['rv64imac', 'lp64', 'lp64'],
      ['rv64imafc', 'lp64f', 'lp64f'],
      ['rv64gc', 'lp64d', 'lp64d'],
    ],
  },
  {
    category: 'toolchain',
    askZh: '工具 {k} 用于',
    askEn: 'The tool {k} is used to',
    facts: [
      ['objdump', '反汇编目标文件', 'disassemble object files'],
      ['readelf', '查看 ELF 文件头与段', 'show ELF headers and sections'],
      ['gdb', '调试程序', 'debug programs'],
      ['qemu-system-riscv64', '模拟整机运行系统', 'emulate a whole machine'],
      ['qemu-riscv64', '以用户态模拟运行程序', 'run a program in user-mode emulation'],
      ['ld', '链接目标文件', 'link object files'],
      ['strip', '去除符号信息', 'remove symbols'],
      ['as', '汇编源文件', 'assemble source files'],
    ],
  },
  {
    category: 'embedded',
    askZh: '{k} 指的是',
    askEn: '{k} is',
    facts: [
      [
        'CLINT',
        '产生定时器与软件中断的核心本地中断器',
        'the core-local interruptor for timer and software interrupts',
      ],
      ['PLIC', '平台级外部中断控制器', 'the platform-level interrupt controller for external interrupts'],
      ['mtime', '内存映射的实时计数器', 'the memory-mapped real-time counter'],
      ['mtimecmp', '定时器比较寄存器', 'the timer compare register'],
      ['CLIC', '支持快速嵌套的核心本地中断控制器', 'the core-local interrupt controller with fast nesting'],
      ['PMP', '物理内存保护', 'physical memory protection'],
      ['JTAG', '片上调试接口', 'the on-chip debug interface'],
      ['链接脚本', '决定各段在内存中的位置', 'what places sections in memory'],
    ],
  },
  {
    category: 'linux',
    askZh: '在 RISC-V Linux 启动中，{k} 是',
    askEn: 'In RISC-V Linux boot, {k} is',
    facts: [
      ['OpenSBI', '运行在 M 模式的 SBI 固件实现', 'the SBI firmware implementation running in M-mode'],
      ['U-Boot', '加载内核的引导程序', 'the boot loader that loads the kernel'],
      ['设备树', '描述硬件的数据结构', 'the data structure describing the hardware'],
      ['Sv39', '39 位虚拟地址的分页方案', 'the paging scheme with 39-bit virtual addresses'],
      ['Sv48', '48 位虚拟地址的分页方案', 'the paging scheme with 48-bit virtual addresses'],
      ['SBI', 'S 模式调用 M 模式服务的接口', 'the interface S-mode uses to call M-mode services'],
      ['initramfs', '早期根文件系统', 'the early root file system'],
      ['earlycon', '早期串口控制台', 'the early serial console'],
    ],
  },
  {
    category: 'vector',
    askZh: '在 RVV 中，{k} 表示',
    askEn: 'In RVV, {k} means',
    facts: [
      ['vsetvli', '设置 vl 与 vtype 的指令', 'the instruction that sets vl and vtype'],
      ['vl', '本次处理的元素个数', 'the number of elements processed'],
      ['SEW', '元素位宽', 'the element width'],
      ['LMUL', '向量寄存器组倍数', 'the register grouping multiplier'],
      ['VLEN', '单个向量寄存器的位数', 'the bits in one vector register'],
      ['vle32.v', '加载 32 位元素', 'loading 32-bit elements'],
      ['vse32.v', '存储 32 位元素', 'storing 32-bit elements'],
      ['vadd.vv', '两个向量逐元素相加', 'element-wise addition of two vectors'],
    ],
  },
];

const fill = (s: string, k: string) => s.replace('{k}', k);
const DIFFICULTY = ['easy', 'medium', 'hard'] as const;

/** Three wrong values of the group for fact i (values that differ from the right one), rotated by i. */
function distractors(facts: Fact[], i: number): Fact[] {
  const others = facts.filter((f) => f[1] !== facts[i]![1]);
  const uniq = others.filter((f, j) => others.findIndex((g) => g[1] === f[1]) === j);
  return [0, 1, 2].map((n) => uniq[(i + n * 2) % uniq.length]!);
}

function questionsOf(g: Group, gi: number): QuestionAreaBody[] {
  const out: QuestionAreaBody[] = [];
  const base = { category: g.category, explanationZh: '', explanationEn: '' };
  // multiple choice: which keys share the first fact's value (or its two first values)
  const [a, b] = [g.facts[0]!, g.facts.find((f) => f[1] !== g.facts[0]![1])!];
  const pool = g.facts.slice(0, 5);
  out.push({
    ...base,
    type: 'multiple',
    difficulty: 'hard',
    // the stem names the group's topic, so no two multiple-choice questions read the same
    stemZh: `多选：关于“${fill(g.askZh, '…')}”，下列哪些说法正确？`,
    stemEn: `Multiple choice: which statements about “${fill(g.askEn, '…')}” are true?`,
    options: pool.map((f, j) => {
      const v = j % 2 ? (f[1] === a[1] ? b : a) : f;
      return {
        textZh: `${fill(g.askZh, f[0])}${v[1]}`,
        textEn: `${fill(g.askEn, f[0])} ${v[2]}`,
        correct: v[1] === f[1],
      };
    }),
    accepted: [],
    explanationZh: pool.map((f) => `${fill(g.askZh, f[0])}${f[1]}`).join('；'),
    explanationEn: pool.map((f) => `${fill(g.askEn, f[0])} ${f[2]}`).join('; '),
  });
  for (const [i, f] of g.facts.entries()) {
    const [k, zh, en] = f;
    const explain = {
      explanationZh: `${fill(g.askZh, k)}：${zh}。`,
      explanationEn: `${fill(g.askEn, k)} ${en}.`,
    };
    const difficulty = DIFFICULTY[(gi + i) % 3]!;
    // single choice: the right value among three others, its place rotated
    const wrong = distractors(g.facts, i);
    const opts = wrong.map((w) => ({ textZh: w[1], textEn: w[2], correct: false }));
    opts.splice(i % 4, 0, { textZh: zh, textEn: en, correct: true });
    out.push({
      ...base,
      ...explain,
      type: 'single',
      difficulty,
      stemZh: `${fill(g.askZh, k)}？`,
      stemEn: `${fill(g.askEn, k)}…?`,
      options: opts,
      accepted: [],
    });
    // true/false: the right value, or another one
    const truth = i % 2 === 0;
    const shown = truth ? f : wrong[0]!;
    out.push({
      ...base,
      ...explain,
      type: 'true_false',
      difficulty,
      stemZh: `判断：${fill(g.askZh, k)}${shown[1]}。`,
      stemEn: `True or false: ${fill(g.askEn, k)} ${shown[2]}.`,
      options: [
        { textZh: '正确', textEn: 'True', correct: truth },
        { textZh: '错误', textEn: 'False', correct: !truth },
      ],
      accepted: [],
    });
    // fill-in: name the key of a value (every other fact)
    if (i % 2 === 0)
      out.push({
        ...base,
        type: 'fill_in',
        difficulty: 'medium',
        stemZh: `填空：${fill(g.askZh, '____')}${zh}。`,
        stemEn: `Fill in: ${fill(g.askEn, '____')} ${en}.`,
        options: [],
        accepted: [k],
        explanationZh: `答案是 ${k}。`,
        explanationEn: `The answer is ${k}.`,
      });
  }
  return out;
}

/** The 150 demo questions: taken from the groups in turn, so every category has its share. */
function roundRobin(lists: QuestionAreaBody[][], n: number): QuestionAreaBody[] {
  const out: QuestionAreaBody[] = [];
  for (let i = 0; out.length < n && lists.some((l) => i < l.length); i++)
    for (const l of lists) if (i < l.length && out.length < n) out.push(l[i]!);
  return out;
}

export const seedQuestions: QuestionAreaBody[] = roundRobin(groups.map(questionsOf), 150);
