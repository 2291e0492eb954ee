// Snippets with hits marked: the text is escaped first, then the query's tokens (Latin words,
// CJK bigrams) are wrapped in <mark>. Built here rather than with ts_headline, which does not
// know our CJK bigrams.
import { searchTokens } from '@occ/shared';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The words to mark for a keyword: its tokens and the parts of joined technical words. */
export function markTerms(keyword: string): string[] {
  const typed = keyword.toLowerCase().split(/\s+/).slice(0, 16); // RISC-V as typed marks RISC-V whole
  const terms = new Set([
    ...typed,
    ...searchTokens(keyword, 'query', 16),
    ...searchTokens(keyword, 'index', 32),
  ]);
  return [...terms].filter((t) => t.length >= 2 || /[^ -~]/.test(t)).sort((a, b) => b.length - a.length);
}

function hits(text: string, terms: string[]): Array<[number, number]> {
  const lower = text.toLowerCase();
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + term.length)) {
      ranges.push([at, at + term.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** `text` escaped, with every hit of `terms` wrapped in <mark>. */
export function markHits(text: string, terms: string[]): string {
  let out = '';
  let from = 0;
  for (const [start, end] of hits(text, terms)) {
    out += escapeHtml(text.slice(from, start)) + '<mark>' + escapeHtml(text.slice(start, end)) + '</mark>';
    from = end;
  }
  return out + escapeHtml(text.slice(from));
}

/** About `size` characters of `text` around its first hit, marked; ellipses where cut. */
export function snippet(text: string, terms: string[], size = 160): string {
  const first = hits(text, terms)[0]?.[0] ?? 0;
  const start = Math.max(0, Math.min(first - 40, text.length - size));
  const end = Math.min(text.length, start + size);
  const part = markHits(text.slice(start, end), terms);
  return (start > 0 ? '…' : '') + part + (end < text.length ? '…' : '');
}
