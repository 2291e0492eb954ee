import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { AhoCorasick, maskSpans } from './aho-corasick';
import { screenWith } from './sensitive-words';

const found = (words: string[], text: string) =>
  new AhoCorasick(words).matches(text).map((m) => [words[m.word], text.slice(m.start, m.end), m.start]);

const matcher = (list: [string, 'block' | 'review' | 'replace'][]) => ({
  automaton: new AhoCorasick(list.map(([w]) => w)),
  words: list.map(([w]) => w),
  actions: list.map(([, a]) => a),
});

describe('Aho-Corasick', () => {
  it('finds overlapping and nested words in one pass', () => {
    expect(found(['he', 'she', 'his', 'hers'], 'ushers')).toEqual([
      ['she', 'she', 1],
      ['he', 'he', 2],
      ['hers', 'hers', 2],
    ]);
    expect(found(['aa'], 'aaaa')).toHaveLength(3);
    expect(found(['abc', 'bcd', 'c'], 'abcd').map((f) => f[0])).toEqual(['abc', 'c', 'bcd']);
  });

  it('matches CJK words and mixed text', () => {
    expect(found(['敏感', '敏感词', '词汇'], '这是敏感词汇。')).toEqual([
      ['敏感', '敏感', 2],
      ['敏感词', '敏感词', 2],
      ['词汇', '词汇', 4],
    ]);
    expect(found(['芯片'], 'RISC-V芯片')).toEqual([['芯片', '芯片', 6]]);
  });

  it('ignores case on both sides and keeps original positions', () => {
    expect(found(['BadWord'], 'a BADWORD and badword')).toEqual([
      ['BadWord', 'BADWORD', 2],
      ['BadWord', 'badword', 14],
    ]);
    // İ lower-cases to two units: kept as is, positions stay aligned
    expect(found(['x'], 'İX')).toEqual([['x', 'X', 1]]);
  });

  it('finds nothing in an empty list or text', () => {
    expect(found([], 'anything')).toEqual([]);
    expect(found(['a'], '')).toEqual([]);
    expect(found([''], 'abc')).toEqual([]);
  });

  it('masks exactly the matched characters', () => {
    expect(maskSpans('say badword now', [{ start: 4, end: 11 }])).toBe('say ******* now');
    expect(maskSpans('敏感词汇', [{ start: 0, end: 3 }])).toBe('***汇');
    // a surrogate pair is one character, one asterisk
    expect(maskSpans('a😀b', [{ start: 1, end: 3 }])).toBe('a*b');
  });

  it('is fast: 10 000 words over a 10 000-character text well under 50 ms', () => {
    const words = Array.from({ length: 10_000 }, (_, i) => `w${i.toString(36)}x${(i * 7919).toString(36)}`);
    const automaton = new AhoCorasick(words);
    let text = '';
    while (text.length < 10_000) text += `lorem ipsum ${words[text.length % words.length]} 芯片开源社区 `;
    text = text.slice(0, 10_000);
    automaton.matches(text); // warm up
    const t0 = performance.now();
    const hits = automaton.matches(text);
    const ms = performance.now() - t0;
    expect(hits.length).toBeGreaterThan(10);
    expect(ms).toBeLessThan(50);
  });
});

describe('screenWith', () => {
  it('blocks with the word, reviews, replaces', () => {
    const m = matcher([
      ['forbidden', 'block'],
      ['hold', 'review'],
      ['darn', 'replace'],
      ['傻瓜', 'replace'],
    ]);
    expect(screenWith(m, 'all fine')).toEqual({ action: 'ok', text: 'all fine' });
    expect(screenWith(m, 'oh DARN it, 傻瓜')).toEqual({ action: 'replace', text: 'oh **** it, **' });
    expect(screenWith(m, 'please hold, darn')).toEqual({ action: 'review', text: 'please hold, ****' });
    let err: unknown;
    try {
      screenWith(m, 'a Forbidden darn hold');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 422, messageKey: 'sensitiveBlocked', params: { word: 'forbidden' } });
  });
});
