import { describe, expect, it } from 'vitest';
import { stemEnglish } from './stem';
import { searchTokens } from './tokens';

describe('stemEnglish (light Porter)', () => {
  it.each([
    ['installing', 'install'],
    ['installed', 'install'],
    ['installs', 'install'],
    ['install', 'install'],
    ['boards', 'board'],
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['pony', 'poni'],
    ['hopping', 'hop'],
    ['hoped', 'hope'],
    ['agreed', 'agree'],
    ['configuration', 'configurate'],
    ['configured', 'configur'],
    ['conditional', 'condition'],
    ['relational', 'relate'],
    ['usefulness', 'use'],
    ['hopefulness', 'hope'],
    ['compilers', 'compiler'],
    ['kernels', 'kernel'],
    ['status', 'status'],
    ['linux', 'linux'],
    ['analysis', 'analysis'],
    ['boot', 'boot'],
    ['the', 'the'],
    ['rv64gcv', 'rv64gcv'],
    ['c920', 'c920'],
  ])('%s → %s', (word, stem) => expect(stemEnglish(word)).toBe(stem));

  it('is used on both sides: an inflected query finds the other inflection', () => {
    const indexed = new Set(searchTokens('Installing Debian on two boards'));
    for (const q of ['installed', 'install', 'board', 'Boards']) {
      for (const t of searchTokens(q, 'query')) expect(indexed, q).toContain(t);
    }
  });

  it('keeps synonyms as written and maps a stem to its group', () => {
    expect(searchTokens('docs', 'query')).toEqual(['文档']);
    expect(searchTokens('kernels', 'query')).toEqual(['内核']);
  });
});
