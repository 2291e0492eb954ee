// The search benchmark's corpus: mixed Chinese/English texts drawn from a vocabulary of RISC-V
// words (each item about a topic of ten words, the common ones more often, as in real text), from a seeded generator so every run
// indexes the same items; and the queries the benchmark asks (one and two words, both languages).

const ZH_WORDS = `
  开发板 安装 编译 内核 驱动 调试 处理器 芯片 指令集 扩展 操作系统 工具链 固件 启动 中断 内存 缓存 流水线 向量 浮点 性能 功耗 模块 接口 外设 串口 网络 存储
  文件系统 镜像 烧录 升级 社区 开源 生态 文档 教程 示例 配置 依赖 测试 仿真 虚拟机 容器 编辑器 调度 线程 进程 同步 互斥 总线 时钟 电源 传感器 摄像头 音频
  显示 触摸 蓝牙 无线 简单 快速 稳定 兼容 移植 适配 优化 加速 推理 训练 模型 算法 数据 安全 加密 签名 认证 权限 日志 监控 上海 北京 深圳 杭州 高校 课程
  实验 竞赛 峰会 讲座 服务器 笔记本 工作站 集群 边缘 物联网 家电 汽车 工业 医疗 寄存器 异常 特权级 页表 虚拟化 原子操作 压缩指令 矩阵 张量 神经网络 引导程序
  设备树 交叉编译 链接器 汇编 反汇编 断点 单步 覆盖率 基准
`
  .trim()
  .split(/\s+/);

const EN_WORDS = `
  RISC-V kernel compiler board driver debug install firmware boot toolchain vector extension
  interrupt memory cache pipeline performance power module interface serial network storage
  filesystem image flash upgrade community open source ecosystem document tutorial example
  config dependency test emulator QEMU container scheduler thread process mutex bus clock
  sensor camera audio display bluetooth wireless simple fast stable compatible port optimize
  accelerate inference training model algorithm data security encryption signature register
  exception privilege paging virtualization atomic compressed matrix tensor neural
  bootloader devicetree linker assembler breakpoint coverage benchmark RV64GCV OpenSBI
  U-Boot Linux Debian openEuler GCC LLVM GDB SoC MCU DDR PCIe USB Ethernet
`
  .trim()
  .split(/\s+/);

/** A small fast generator (mulberry32): the same seed gives the same corpus on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The words one item is about: a few of the most common words and some of the rest, as in real
 * text, where a word such as 开发板 is in a fifth of the items, not in all of them (an item's
 * sentences draw only from its topic).
 */
function topic(words: readonly string[], r: () => number): string[] {
  const head = Math.floor(words.length / 4);
  return [
    ...Array.from({ length: 3 }, () => words[Math.floor(r() * head)]!),
    ...Array.from({ length: 7 }, () => words[Math.floor(r() * words.length)]!),
  ];
}
const many = (words: readonly string[], r: () => number, n: number) =>
  Array.from({ length: n }, () => words[Math.floor(r() * words.length)]!);

export interface CorpusItem {
  zhTitle: string;
  zhSummary: string;
  zhBody: string;
  enTitle: string;
  enSummary: string;
  enBody: string;
}

/** Item `i` of the corpus (any order, any batch: it depends on `i` only). */
export function corpusItem(i: number): CorpusItem {
  const r = generator(i * 2654435761);
  const zh = topic(ZH_WORDS, r);
  const en = topic(EN_WORDS, r);
  const zhSentence = () => `${many(zh, r, 4 + Math.floor(r() * 6)).join('')}。`;
  const enSentence = () => `${many(en, r, 5 + Math.floor(r() * 8)).join(' ')}.`;
  const sentences = (f: () => string, n: number) => Array.from({ length: n }, f).join(' ');
  return {
    zhTitle: `${many(zh, r, 2).join('')} ${many(en, r, 1).join('')} ${many(zh, r, 2).join('')}`,
    zhSummary: zhSentence(),
    zhBody: sentences(zhSentence, 4 + Math.floor(r() * 6)),
    enTitle: many(en, r, 4 + Math.floor(r() * 3)).join(' '),
    enSummary: enSentence(),
    enBody: sentences(enSentence, 3 + Math.floor(r() * 5)),
  };
}

export interface QueryGroup {
  name: string;
  keywords: string[];
}

/** Frequent, middling and rare words of each language, alone and in pairs. */
export const QUERY_GROUPS: QueryGroup[] = [
  {
    name: 'zh one word',
    keywords: ['开发板', '内核', '中断', '文件系统', '竞赛', '神经网络', '反汇编', '简单'],
  },
  {
    name: 'zh two words',
    keywords: [
      '开发板 安装',
      '内核 驱动',
      '编译 工具链',
      '上海 峰会',
      '安装 简单',
      '向量 扩展',
      '页表 异常',
      '传感器 功耗',
    ],
  },
  {
    name: 'en one word',
    keywords: ['kernel', 'compiler', 'riscv', 'scheduler', 'bluetooth', 'tensor', 'OpenSBI', 'PCIe'],
  },
  {
    name: 'en two words',
    keywords: [
      'kernel driver',
      'board install',
      'vector extension',
      'QEMU boot',
      'linker script',
      'neural inference',
      'cache coherence',
      'RV64GCV Linux',
    ],
  },
];
