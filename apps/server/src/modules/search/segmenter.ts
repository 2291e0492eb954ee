import { createRequire } from 'node:module';
import { intlWordSegmenter, setWordSegmenter, type WordSegmenter } from '@occ/shared';

interface JiebaLike {
  cutForSearch(text: string, hmm?: boolean): string[];
}

const require = createRequire(import.meta.url);
// one dictionary per process (building it takes about a second), kept across test files
const KEY = Symbol.for('occ.search.jieba');
const store = globalThis as unknown as Record<symbol, JiebaLike | null | undefined>;

/** jieba (`@node-rs/jieba`, prebuilt binaries) with its bundled dictionary; null when it cannot load. */
function jieba(): JiebaLike | null {
  if (store[KEY] === undefined) {
    try {
      const { Jieba } = require('@node-rs/jieba') as { Jieba: { withDict(d: Uint8Array): JiebaLike } };
      const { dict } = require('@node-rs/jieba/dict.js') as { dict: Uint8Array };
      store[KEY] = Jieba.withDict(dict);
    } catch {
      store[KEY] = null; // no binary for this platform: ICU's word breaking instead
    }
  }
  return store[KEY];
}

/** Chinese words in search mode (long words and their parts): jieba, else Intl.Segmenter. */
export const jiebaWordSegmenter: WordSegmenter = (run) => {
  const j = jieba();
  return j ? j.cutForSearch(run, true) : intlWordSegmenter(run);
};

/** Makes the shared tokenizer use jieba in this process (index and query alike). */
export function useJiebaSegmenter(): void {
  setWordSegmenter(jiebaWordSegmenter);
}
