// Search tokens for PostgreSQL full-text search with the 'simple' configuration (no stemming,
// locale-independent): Latin words and numbers lower-cased, and every pair of adjacent CJK
// characters (bigrams), so 芯片 inside 玄铁芯片开发板 is found. A run of one CJK character stays
// a token of its own. Technical words joined by - . _ + (RISC-V, Node.js) index their parts and
// the joined form; a query uses the joined form, so `RISC-V` and `riscv` find each other.
// Tokens hold only [a-z0-9] and CJK characters: nothing a tsquery could read as syntax.

const CJK = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\u3040-\\u30ff\\uac00-\\ud7af';
const PIECE = new RegExp(`[a-z0-9]+(?:[-._+/][a-z0-9]+)*|[${CJK}]+`, 'g');
const CJK_RUN = new RegExp(`^[${CJK}]`);
const WORD_MAX = 40;

export type TokenMode = 'index' | 'query';

/** The search tokens of `text`, in order of appearance (duplicates kept for 'index'). */
export function searchTokens(text: string, mode: TokenMode = 'index', limit = 4000): string[] {
  const out: string[] = [];
  const lower = text.normalize('NFKC').toLowerCase();
  for (const m of lower.matchAll(PIECE)) {
    if (out.length >= limit) break;
    const piece = m[0];
    if (CJK_RUN.test(piece)) {
      const run = [...piece];
      if (run.length === 1) out.push(run[0]!);
      for (let i = 0; i + 1 < run.length; i++) out.push(run[i]! + run[i + 1]!);
      continue;
    }
    const parts = piece.split(/[-._+/]/).filter(Boolean);
    const joined = parts.join('').slice(0, WORD_MAX);
    if (parts.length === 1 || mode === 'query') out.push(joined);
    else out.push(...parts.map((p) => p.slice(0, WORD_MAX)), joined);
  }
  const tokens = out.slice(0, limit);
  return mode === 'query' ? [...new Set(tokens)] : tokens;
}
