// Search tokens for PostgreSQL full-text search with the 'simple' configuration (no stemming,
// locale-independent). Latin words and numbers are lower-cased; English words are stemmed
// (`stemEnglish`, search/stem.ts) in the index and the query alike. A run of Chinese (CJK) characters
// gives (1) the words of a real segmenter in search mode (jieba on the server, set with
// `setWordSegmenter`; `Intl.Segmenter` otherwise), so whole words rank, and (2) every pair of
// adjacent characters (bigrams), so a 2-character query and a word inside a longer compound are
// found whatever the segmenter decided (简单 in 安装简单, 上海 in 我家在上海东边). A run of one CJK
// character stays a token of its own. Technical words joined by - . _ + / (RISC-V, Node.js) index
// their parts and the joined form; a query uses the joined form, so `RISC-V` and `riscv` find
// each other. Synonyms (`SEARCH_SYNONYMS`) index their group's first word too, and a query asks
// for that first word. Tokens hold only [a-z0-9] and CJK characters: nothing a tsquery could read
// as syntax.

import { stemEnglish } from './stem';

const CJK = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\u3040-\\u30ff\\uac00-\\ud7af';
const PIECE = new RegExp(`[a-z0-9]+(?:[-._+/][a-z0-9]+)*|[${CJK}]+`, 'g');
const CJK_RUN = new RegExp(`^[${CJK}]`);
const CJK_WORD = new RegExp(`^[${CJK}]{2,}$`);
const WORD_MAX = 40;

/**
 * Words that find each other: a token of a group is indexed with the group's first word as well,
 * and a query token of a group asks for the first word. Lower case, joined form (riscv, not RISC-V).
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['riscv', 'rv', 'risc5'],
  ['内核', 'kernel'],
  ['开发板', 'devboard'],
  ['文档', 'documentation', 'docs'],
];
const CANONICAL = new Map(SEARCH_SYNONYMS.flatMap((group) => group.map((w) => [w, group[0]!] as const)));

/** Splits a run of CJK characters into words (search mode: long words and their parts). */
export type WordSegmenter = (run: string) => string[];

let intl: Intl.Segmenter | null | undefined;
/** The fallback segmenter: ICU's dictionary-based word breaking (Node, browsers). */
export const intlWordSegmenter: WordSegmenter = (run) => {
  if (intl === undefined)
    intl = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  if (!intl) return [];
  return [...intl.segment(run)].filter((s) => s.isWordLike).map((s) => s.segment);
};

let segmenter: WordSegmenter = intlWordSegmenter;
/** Sets the Chinese word segmenter (the server sets jieba at start; tests may reset it). */
export function setWordSegmenter(next: WordSegmenter | null): void {
  segmenter = next ?? intlWordSegmenter;
}
export const wordSegmenter = (): WordSegmenter => segmenter;

export type TokenMode = 'index' | 'query';

function cjkTokens(run: string, out: string[], mode: TokenMode): void {
  const chars = [...run];
  // a query that is one synonym asks for its group (开发板 finds devboard); one character stays
  if (chars.length === 1 || (mode === 'query' && CANONICAL.has(run))) {
    out.push(run);
    return;
  }
  if (mode === 'index') {
    for (const w of segmenter(run)) if (CJK_WORD.test(w)) out.push(w.slice(0, WORD_MAX));
  }
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
}

function withSynonym(raw: string, mode: TokenMode, out: string[], stem = true): void {
  // English words are stemmed (installing = installed = install), unless a synonym as written or
  // the joined form of a technical word (nodejs stays nodejs)
  const token = !stem || CANONICAL.has(raw) ? raw : stemEnglish(raw);
  const canonical = CANONICAL.get(token);
  if (mode === 'query') out.push(canonical ?? token);
  else {
    out.push(token);
    if (canonical && canonical !== token) out.push(canonical);
  }
}

/**
 * The search tokens of `text`, in order of appearance (duplicates kept for 'index'). A query's
 * CJK runs give only bigrams (every one required: found whatever the segmenter did with the
 * indexed text); `queryWords` gives the segmenter's words of a query, which only rank.
 */
export function searchTokens(text: string, mode: TokenMode = 'index', limit = 4000): string[] {
  const raw: string[] = [];
  const lower = text.normalize('NFKC').toLowerCase();
  for (const m of lower.matchAll(PIECE)) {
    if (raw.length >= limit) break;
    const piece = m[0];
    if (CJK_RUN.test(piece)) {
      const cjk: string[] = [];
      cjkTokens(piece, cjk, mode);
      for (const t of cjk) withSynonym(t, mode, raw);
      continue;
    }
    const parts = piece.split(/[-._+/]/).filter(Boolean);
    const joined = parts.join('').slice(0, WORD_MAX);
    if (parts.length === 1 || mode === 'query') withSynonym(joined, mode, raw, parts.length === 1);
    else {
      for (const p of parts) withSynonym(p.slice(0, WORD_MAX), mode, raw);
      withSynonym(joined, mode, raw, false);
    }
  }
  const tokens = raw.slice(0, limit);
  return mode === 'query' ? [...new Set(tokens)] : tokens;
}

/** The segmenter's words (2+ characters) of a query's CJK runs, for ranking whole-word hits first. */
export function queryWords(text: string, limit = 16): string[] {
  const out = new Set<string>();
  const lower = text.normalize('NFKC').toLowerCase();
  for (const m of lower.matchAll(PIECE)) {
    if (!CJK_RUN.test(m[0]) || [...m[0]].length < 3) continue;
    for (const w of segmenter(m[0])) if (CJK_WORD.test(w)) out.add(CANONICAL.get(w) ?? w);
  }
  return [...out].slice(0, limit);
}
