// A light English stemmer for the search index and queries alike (Porter's steps 1a-1c, 2 and 3):
// plurals, -ed and -ing, -y, and the common derivational suffixes go, so "installing",
// "installed" and "installs" all become "install". Steps 4 and 5 (which strip -ment, -ive, a final
// -e …) are left out on purpose: fewer surprising merges. Only words of 4+ letters a-z change;
// technical tokens with digits (rv64gcv, c920) never do.

const isVowelAt = (w: string, i: number): boolean => {
  const c = w[i]!;
  if ('aeiou'.includes(c)) return true;
  return c === 'y' && i > 0 && !isVowelAt(w, i - 1);
};

/** Porter's measure m: the number of vowel-consonant sequences in `w`. */
function measure(w: string): number {
  let m = 0;
  let prevVowel = false;
  for (let i = 0; i < w.length; i++) {
    const v = isVowelAt(w, i);
    if (!v && prevVowel) m++;
    prevVowel = v;
  }
  return m;
}

const hasVowel = (w: string) => [...w].some((_, i) => isVowelAt(w, i));
const doubleConsonant = (w: string) => w.length >= 2 && w.at(-1) === w.at(-2) && !isVowelAt(w, w.length - 1);
/** consonant-vowel-consonant at the end, the last not w, x or y (hop, not hoop) */
const cvc = (w: string) => {
  const n = w.length;
  return (
    n >= 3 &&
    !isVowelAt(w, n - 1) &&
    isVowelAt(w, n - 2) &&
    !isVowelAt(w, n - 3) &&
    !'wxy'.includes(w[n - 1]!)
  );
};

const STEP2: ReadonlyArray<readonly [string, string]> = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['abli', 'able'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
];
const STEP3: ReadonlyArray<readonly [string, string]> = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];

/** Replaces the first matching suffix of `rules` when the rest has a measure above 0. */
function replaceSuffix(w: string, rules: ReadonlyArray<readonly [string, string]>): string {
  for (const [suffix, by] of rules) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    return measure(stem) > 0 ? stem + by : w;
  }
  return w;
}

function step1b(w: string): string {
  if (w.endsWith('eed')) return measure(w.slice(0, -3)) > 0 ? w.slice(0, -1) : w;
  const suffix = w.endsWith('ed') ? 2 : w.endsWith('ing') ? 3 : 0;
  if (!suffix || !hasVowel(w.slice(0, -suffix))) return w;
  const s = w.slice(0, -suffix);
  if (s.endsWith('at') || s.endsWith('bl') || s.endsWith('iz')) return s + 'e';
  if (doubleConsonant(s) && !'lsz'.includes(s.at(-1)!)) return s.slice(0, -1);
  if (measure(s) === 1 && cvc(s)) return s + 'e';
  return s;
}

/** The stem of a lower-case English word; anything else is returned unchanged. */
export function stemEnglish(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  // step 1a: plurals
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  w = step1b(w);
  // step 1c: a final y after a vowel-bearing stem
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = w.slice(0, -1) + 'i';
  return replaceSuffix(replaceSuffix(w, STEP2), STEP3);
}
