import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryWords, searchTokens, setWordSegmenter } from './tokens';

describe('searchTokens (bigrams only)', () => {
  beforeAll(() => setWordSegmenter(() => []));
  afterAll(() => setWordSegmenter(null));

  it.each([
    ['玄铁芯片开发板', ['玄铁', '铁芯', '芯片', '片开', '开发', '发板']],
    ['安装简单', ['安装', '装简', '简单']],
    ['我家在上海东边', ['我家', '家在', '在上', '上海', '海东', '东边']],
    ['芯', ['芯']],
    ['Booting Debian, on RV64GCV!', ['boot', 'debian', 'on', 'rv64gcv']],
    ['RISC-V 开发', ['risc', 'v', 'riscv', '开发']],
    ['RV 内核', ['rv', 'riscv', '内核']],
    ['Node.js', ['node', 'js', 'nodejs']],
    ['ＦＵＬＬ　ｗｉｄｔｈ', ['full', 'width']],
    ['\'&|!:*()"', []],
    ['C910处理器', ['c910', '处理', '理器']],
  ])('index %s', (text, tokens) => {
    expect(searchTokens(text)).toEqual(tokens);
  });

  it('queries use the joined form of technical words and no duplicates', () => {
    expect(searchTokens('RISC-V riscv 芯片芯片', 'query')).toEqual(['riscv', '芯片', '片芯']);
  });

  it('asks synonyms for their group', () => {
    expect(searchTokens('rv Kernel 开发板', 'query')).toEqual(['riscv', '内核', '开发板']);
  });

  it('keeps tokens to letters, digits and CJK (nothing a tsquery reads as syntax)', () => {
    for (const t of searchTokens("x' & 'y:*A | !(z) <-> \\ 中'文", 'query'))
      expect(t).toMatch(/^[a-z0-9\u3400-\u9fff]+$/);
  });

  it('caps the number of tokens', () => {
    expect(searchTokens('字'.repeat(10_000)).length).toBe(4000);
    expect(searchTokens('ab '.repeat(100), 'query', 16)).toEqual(['ab']);
  });
});

describe('the Intl.Segmenter fallback', () => {
  it('adds dictionary words to the bigrams', () => {
    expect(searchTokens('我家在上海东边')).toEqual(expect.arrayContaining(['上海', '东边', '海东']));
    expect(queryWords('我家在上海东边')).toEqual(expect.arrayContaining(['上海']));
  });
});
