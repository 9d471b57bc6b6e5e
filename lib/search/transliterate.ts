/**
 * Latin-typed Georgian uses ambiguous mappings (k is ქ or კ), so the search tries the likeliest
 * few spellings and keeps those the index knows. The Georgian layout is phonetic, so a word
 * typed on it while meaning Latin ("ხეროხ" for xerox) is read back key by key.
 */

/** Mkhedruli letter options per Latin letter or pair, the usual informal choice first. */
const latinOptions: Record<string, string[]> = {
  sh: ['შ'],
  ch: ['ჩ', 'ჭ'],
  ts: ['ც', 'წ'],
  tch: ['ჭ'],
  dz: ['ძ'],
  zh: ['ჟ'],
  gh: ['ღ'],
  kh: ['ხ'],
  // c before a, o, u, r or l is read as in English words (cartriji, kompiuteri typed as compiuteri)
  ca: ['კა', 'ქა'],
  co: ['კო', 'ქო'],
  cu: ['კუ', 'ქუ'],
  cr: ['კრ', 'ქრ'],
  cl: ['კლ', 'ქლ'],
  a: ['ა'],
  b: ['ბ'],
  c: ['ც', 'ჩ'],
  d: ['დ'],
  e: ['ე'],
  f: ['ფ'],
  // g for ღ too: qagaldi, the usual informal spelling of ქაღალდი
  g: ['გ', 'ღ'],
  h: ['ჰ', 'ხ'],
  i: ['ი'],
  j: ['ჯ', 'ჟ'],
  k: ['ქ', 'კ'],
  l: ['ლ'],
  m: ['მ'],
  n: ['ნ'],
  o: ['ო'],
  p: ['პ', 'ფ'],
  q: ['ქ', 'ყ'],
  r: ['რ'],
  s: ['ს'],
  t: ['ტ', 'თ'],
  u: ['უ'],
  v: ['ვ'],
  w: ['წ', 'ვ'],
  x: ['ხ', 'ქს'],
  y: ['ყ', 'ი'],
  z: ['ზ'],
};

const longestKey = Math.max(...Object.keys(latinOptions).map((key) => key.length));

/** Informal romanisation, one Latin spelling per letter (as Georgians type it). */
const georgianLatin = Object.fromEntries(
  'ა:a ბ:b გ:g დ:d ე:e ვ:v ზ:z თ:t ი:i კ:k ლ:l მ:m ნ:n ო:o პ:p ჟ:zh რ:r ს:s ტ:t უ:u ფ:p ქ:k ღ:gh ყ:q შ:sh ჩ:ch ც:ts ძ:dz წ:ts ჭ:ch ხ:kh ჯ:j ჰ:h'
    .split(' ')
    .map((pair) => pair.split(':')),
) as Record<string, string>;

/** The standard Georgian keyboard row by row, then the shifted letters: each letter's Latin key. */
const georgianKeys = Object.fromEntries(
  (
    [
      ['qwertyuiop', 'ქწერტყუიოპ'],
      ['asdfghjkl', 'ასდფგჰჯკლ'],
      ['zxcvbnm', 'ზხცვბნმ'],
      ['wrtsjzc', 'ჭღთშჟძჩ'],
    ] as const
  ).flatMap(([keys, letters]) => [...letters].map((letter, i) => [letter, keys[i]])),
) as Record<string, string>;

/** First letter in the table is the plain key (w → წ), second the shifted (W → ჭ). */
const layoutLetters: Record<string, string> = {};
for (const [letter, key] of Object.entries(georgianKeys))
  layoutLetters[key in layoutLetters ? key.toUpperCase() : key] = letter;

/** A word of Latin letters only (what a transliteration can read). */
export const isLatinWord = (word: string): boolean => /^[a-z]+$/i.test(word);
export const isGeorgianWord = (word: string): boolean => /^[\u10D0-\u10F0]+$/.test(word);

/** Longer "words" are not words (a pasted string): not read, so reading stays quick. */
const maxWordLength = 30;

/** The ways to read the start of a Latin text: [letters consumed, options]. */
function readings(text: string): [number, string[]][] {
  const found: [number, string[]][] = [];
  for (let length = Math.min(longestKey, text.length); length >= 1; length -= 1) {
    const options = latinOptions[text.slice(0, length)];
    if (options) found.push([length, options]);
  }
  return found;
}

/** Fewest second choices first, at most `max`; empty for anything but Latin letters. */
export function latinToGeorgian(word: string, max = 4): string[] {
  const text = word.toLowerCase();
  if (!isLatinWord(text) || text.length > maxWordLength || max < 1) return [];
  const found = new Set<string>();
  // Every spelling with at most `budget` second choices, depth first; budgets grow until enough.
  const walk = (at: number, spelled: string, budget: number) => {
    if (found.size >= max) return;
    if (at === text.length) {
      found.add(spelled);
      return;
    }
    readings(text.slice(at)).forEach(([length, options], reading) =>
      options.forEach((letter, option) => {
        const cost = (reading > 0 ? 1 : 0) + (option > 0 ? 1 : 0);
        if (cost <= budget) walk(at + length, spelled + letter, budget - cost);
      }),
    );
  };
  for (let budget = 0; budget <= text.length * 2 && found.size < max; budget += 1)
    walk(0, '', budget);
  return [...found];
}

/** A Georgian word in informal Latin letters (პრინტერ → printer); other characters are dropped. */
export function georgianToLatin(word: string): string {
  return [...word].map((letter) => georgianLatin[letter] ?? '').join('');
}

/** Other characters are dropped. */
export function georgianKeysToLatin(word: string): string {
  return [...word].map((letter) => georgianKeys[letter] ?? '').join('');
}

/** Capitals kept (SekeTeba → შეკეთება); empty for anything but Latin letters. */
export function latinKeysToGeorgian(word: string): string {
  if (!isLatinWord(word) || word.length > maxWordLength) return '';
  return [...word].map((key) => layoutLetters[key] ?? layoutLetters[key.toLowerCase()]).join('');
}

/** A non-first capital on a key with its own shifted letter (T: თ), not all caps (MFP). */
export function isLayoutTyped(word: string): boolean {
  if (!isLatinWord(word) || word === word.toUpperCase()) return false;
  return [...word.slice(1)].some(
    (key) => key !== key.toLowerCase() && layoutLetters[key] !== undefined,
  );
}

/** Whole words of Latin letters: not the letters of a model code (eC9001 is a code, not a word). */
export const latinWords = /(?<![\p{L}\p{N}])[A-Za-z]+(?![\p{L}\p{N}])/gu;

/** Must run before lower-casing: only the capitals tell. */
export function readLayoutTyped(query: string): string {
  return query.replace(latinWords, (word) =>
    isLayoutTyped(word) ? latinKeysToGeorgian(word) : word,
  );
}
