// Title tokens for "similar questions" (GIN overlap on questions.title_tokens): lower-cased latin
// words and numbers, and CJK bigrams (a lone CJK character stays a token of its own).
const CJK = /[\u3400-\u9fff\uf900-\ufaff]+/gu;
const WORD = /[a-z0-9][a-z0-9+#._-]*/g;

export function titleTokens(title: string): string[] {
  const lower = title.toLowerCase();
  const out = new Set<string>();
  for (const m of lower.matchAll(WORD)) {
    const w = m[0].replace(/[._-]+$/, '');
    if (w.length >= 2 || /\d/.test(w)) out.add(w);
  }
  for (const m of lower.matchAll(CJK)) {
    const run = [...m[0]];
    if (run.length === 1) out.add(run[0]!);
    for (let i = 0; i + 1 < run.length; i++) out.add(run[i]! + run[i + 1]!);
  }
  return [...out].slice(0, 64);
}
