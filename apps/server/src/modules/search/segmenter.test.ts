import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryWords, searchTokens, setWordSegmenter } from '@occ/shared';
import { jiebaWordSegmenter } from './segmenter';

beforeAll(() => setWordSegmenter(jiebaWordSegmenter));
afterAll(() => setWordSegmenter(null));

// [text, tokens the index must hold, tokens it must not hold]
const INDEX_CASES: Array<[string, string[], string[]?]> = [
  // Chinese: jieba's words in search mode, and every bigram
  ['安装简单', ['安装简单', '安装', '简单', '装简']],
  ['我家在上海东边', ['上海', '我家', '东边', '海东', '在上']],
  ['玄铁芯片开发板', ['玄铁', '芯片', '开发板', '开发', '发板', '铁芯']],
  ['中华人民共和国', ['中华人民共和国', '共和国', '人民', '民共']],
  ['香山九号开发板', ['香山', '九号', '开发板']],
  ['启动流程说明', ['启动', '流程', '说明', '动流']],
  ['如何烧录固件', ['如何', '烧录', '固件']],
  ['串口没有输出', ['串口', '没有', '输出']],
  ['开源芯片社区发布路线图', ['开源', '芯片', '社区', '发布', '路线图', '路线']],
  ['操作系统移植', ['操作系统', '操作', '系统', '移植']],
  ['编译器工具链', ['编译器', '编译', '工具', '具链']],
  ['平头哥半导体', ['平头', '头哥', '半导体', '导体']],
  ['向量扩展指令集', ['向量', '扩展', '指令集', '指令']],
  ['虚拟机性能测试', ['虚拟机', '虚拟', '性能', '测试']],
  ['芯', ['芯']],
  ['自然语言处理', ['自然语言', '自然', '语言', '处理']],
  ['北京大学生前来应聘', ['北京', '大学', '学生', '应聘']],
  ['下载镜像文件', ['下载', '镜像', '文件']],
  // English: lower-cased words, numbers kept
  ['Booting Debian on the VisionFive 2', ['boot', 'debian', 'on', 'the', 'visionfive', '2']],
  ['Vector Kernels', ['vector', 'kernel', '内核']],
  ['ＦＵＬＬ　ｗｉｄｔｈ', ['full', 'width']],
  ['QEMU 8.2 release notes', ['qemu', '8', '2', '82', 'release', 'note']],
  ['GCC-13 toolchain', ['gcc', '13', 'gcc13', 'toolchain']],
  ["don't panic", ['don', 't', 'panic']],
  // technical tokens survive, with their parts and the joined form
  ['RISC-V', ['risc', 'v', 'riscv']],
  ['riscv', ['riscv']],
  ['RV64GCV', ['rv64gcv']],
  ['rv64gc_zba_zbb', ['rv64gc', 'zba', 'zbb', 'rv64gczbazbb']],
  ['Node.js', ['node', 'js', 'nodejs']],
  ['C910', ['c910']],
  ['x86_64', ['x86', '64', 'x8664']],
  ['OpenSBI v1.4', ['opensbi', 'v1', '4', 'v14']],
  // mixed Chinese and English
  ['RISC-V 开发板支持RV64GCV', ['riscv', '开发板', '开发', '支持', 'rv64gcv']],
  ['C910处理器', ['c910', '处理器', '处理', '理器']],
  ['在荔枝派上运行 Fedora', ['荔枝', '运行', 'fedora', '枝派']],
  ['如何安装Debian系统', ['如何', '安装', 'debian', '系统']],
  ['玄铁C920的Linux内核', ['玄铁', 'c920', 'linux', '内核']],
  // synonyms: the group's first word is indexed too
  ['rv 生态', ['rv', 'riscv', '生态']],
  ['Linux kernel', ['kernel', '内核']],
  ['devboard', ['devboard', '开发板']],
  ['docs', ['docs', '文档']],
  // syntax characters are separators only
  ['\'&|!:*()"', []],
  ['a<b && "c"', ['a', 'b', 'c']],
];

describe('segmentation for the index (jieba search mode + bigrams)', () => {
  it.each(INDEX_CASES)('%s', (text, must, mustNot = []) => {
    const tokens = searchTokens(text);
    expect(tokens).toEqual(expect.arrayContaining(must));
    for (const t of mustNot) expect(tokens).not.toContain(t);
    for (const t of tokens) expect(t).toMatch(/^[a-z0-9\u3400-\u9fff]+$/);
  });

  it('has at least 40 cases', () => expect(INDEX_CASES.length).toBeGreaterThanOrEqual(40));
});

describe('segmentation for a query', () => {
  it.each<[string, string[]]>([
    ['简单', ['简单']],
    ['上海', ['上海']],
    ['安装简单', ['安装', '装简', '简单']],
    ['RISC-V', ['riscv']],
    ['riscv', ['riscv']],
    ['rv', ['riscv']],
    ['RV64GCV 芯片', ['rv64gcv', '芯片']],
    ['开发板', ['开发板']],
    ['"unbalanced', ['unbalanc']],
  ])('%s', (text, tokens) => expect(searchTokens(text, 'query')).toEqual(tokens));

  it('a query word inside an indexed compound is one of its tokens', () => {
    for (const [text, word] of [
      ['安装简单', '简单'],
      ['我家在上海东边', '上海'],
      ['玄铁芯片开发板', '芯片'],
      ['中华人民共和国', '共和'],
    ]) {
      const indexed = new Set(searchTokens(text!));
      for (const t of searchTokens(word!, 'query')) expect(indexed, `${word} in ${text}`).toContain(t);
    }
  });

  it('gives the whole words of a longer query for ranking', () => {
    expect(queryWords('玄铁芯片开发板')).toEqual(expect.arrayContaining(['开发板', '芯片']));
    expect(queryWords('芯片')).toEqual([]);
  });
});
