/**
 * Aho-Corasick multi-pattern matcher: built once per word list, then one pass over the text
 * finds every occurrence of every word (overlapping ones included). Case-insensitive: words and
 * text are folded per UTF-16 unit (a unit whose lower case has another length is kept as is, so
 * match positions are positions in the original text).
 */
export interface Match {
  /** index of the word in the list given to the constructor */
  word: number;
  /** [start, end) in UTF-16 units of the original text */
  start: number;
  end: number;
}

const fold = (unit: string): number => {
  const lower = unit.toLowerCase();
  return (lower.length === 1 ? lower : unit).charCodeAt(0);
};

export class AhoCorasick {
  private readonly next: Map<number, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  /** words ending at this state (own word only) */
  private readonly own: number[] = [-1];
  /** nearest state on the fail chain that ends a word (dictionary suffix link), -1 if none */
  private readonly dict: number[] = [-1];
  private readonly lengths: number[];

  constructor(readonly words: readonly string[]) {
    this.lengths = words.map((w) => w.length);
    words.forEach((word, index) => {
      if (!word) return;
      let state = 0;
      for (let i = 0; i < word.length; i++) {
        const c = fold(word[i]!);
        let to = this.next[state]!.get(c);
        if (to === undefined) {
          to = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.own.push(-1);
          this.dict.push(-1);
          this.next[state]!.set(c, to);
        }
        state = to;
      }
      // a duplicate word keeps its first index
      if (this.own[state] === -1) this.own[state] = index;
    });
    // breadth-first: fail links and dictionary links
    const queue: number[] = [];
    for (const child of this.next[0]!.values()) queue.push(child);
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      for (const [c, child] of this.next[state]!) {
        let f = this.fail[state]!;
        while (f !== 0 && !this.next[f]!.has(c)) f = this.fail[f]!;
        const target = this.next[f]!.get(c);
        const failTo = target !== undefined && target !== child ? target : 0;
        this.fail[child] = failTo;
        this.dict[child] = this.own[failTo] !== -1 ? failTo : this.dict[failTo]!;
        queue.push(child);
      }
    }
  }

  /** Every occurrence, in order of their end position. */
  matches(text: string): Match[] {
    const found: Match[] = [];
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const c = fold(text[i]!);
      while (state !== 0 && !this.next[state]!.has(c)) state = this.fail[state]!;
      state = this.next[state]!.get(c) ?? 0;
      for (let s = this.own[state] !== -1 ? state : this.dict[state]!; s !== -1; s = this.dict[s]!) {
        const word = this.own[s]!;
        found.push({ word, start: i + 1 - this.lengths[word]!, end: i + 1 });
      }
    }
    return found;
  }
}

/** Replaces each matched span by asterisks, one per character (a surrogate pair is one character). */
export function maskSpans(text: string, spans: readonly { start: number; end: number }[]): string {
  if (spans.length === 0) return text;
  const masked = new Uint8Array(text.length);
  for (const s of spans) masked.fill(1, s.start, s.end);
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (!masked[i]) {
      out += text[i];
      continue;
    }
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && masked[i + 1]) i++;
    out += '*';
  }
  return out;
}
