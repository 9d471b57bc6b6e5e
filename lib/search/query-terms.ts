/** Pagefind has no Georgian stemmer, so Georgian words are cut to their stem here. */
import { isLatinWord, latinToGeorgian } from './transliterate';

/** Case endings and postpositions, plural forms first; the longest ending that fits is cut. */
const georgianEndings = [
  'ებისთვის',
  'ებისგან',
  'ებისკენ',
  'ებიდან',
  'ებამდე',
  'ებთან',
  'ებში',
  'ებზე',
  'ებით',
  'ების',
  'ებმა',
  'ებად',
  'ებს',
  'ები',
  'ებო',
  'ისთვის',
  'ისგან',
  'ისკენ',
  'იდან',
  'ამდე',
  'ივით',
  'თვის',
  'თან',
  'ში',
  'ზე',
  'ით',
  'ად',
  'ის',
  'მა',
  'ს',
  'ი',
  'ო',
].sort((a, b) => b.length - a.length);

/** A stem keeps at least this many letters (ფირი → ფირ, never ფი). */
const minStem = 3;

/** English, Georgian (both scripts) and Russian, with question and wish words. */
const stopWords = new Set([
  ...['a', 'an', 'and', 'or', 'the', 'for', 'of', 'with', 'to', 'in', 'on', 'by', 'from'],
  ...['how', 'what', 'which', 'where', 'when', 'is', 'are', 'do', 'does', 'can', 'i', 'my', 'me'],
  ...['we', 'our', 'you', 'your', 'should', 'need', 'want', 'please', 'much', 'many'],
  ...['და', 'ან', 'თუ', 'ეს', 'ის', 'ამ', 'იმ', 'რომ'],
  ...['როგორ', 'სად', 'როდის', 'რომელი', 'რა', 'რამდენი', 'მინდა', 'მჭირდება', 'გაქვთ'],
  ...['rogor', 'sad', 'romeli', 'ra', 'minda', 'mchirdeba', 'gaqvt'],
  ...['и', 'или', 'для', 'на', 'в', 'во', 'с', 'со', 'по', 'от', 'из', 'к', 'у', 'о', 'за', 'под'],
  ...['как', 'какой', 'какая', 'где', 'когда', 'сколько', 'мне', 'нужен', 'нужна', 'нужно'],
  ...['хочу', 'можно', 'есть', 'вы', 'у', 'вас'],
]);

/** Dropped when other words remain: "C3030 price" is about the C3030. */
const genericWords = new Set([
  ...['machine', 'device', 'price', 'cost', 'buy'],
  ...['აპარატი', 'მოწყობილობა', 'ფასი', 'ღირებულება', 'ღირს'],
  ...['аппарат', 'устройство', 'цена', 'стоимость', 'стоит', 'купить'],
]);

/** With an ending of up to two letters, or Latin-typed Georgian (fasi, aparati). */
const isGeneric = (word: string) =>
  [word, ...(isLatinWord(word) ? latinToGeorgian(word, 2) : [])].some((form) =>
    [...genericWords].some(
      (generic) => form.startsWith(generic) && form.length <= generic.length + 2,
    ),
  );

/** After these, the rest of a phrase qualifies what came before ("ink for the W610 plotter"). */
const prepositions = new Set(['for', 'with', 'для', 'на', 'к', 'под']);

/** Georgian genitive and postpositions (and their usual Latin spellings): a qualifier's endings. */
const qualifierEndings = ['ისთვის', 'თვის', 'ზე', 'ში', 'ის', 'დან', 'istvis', 'tvis', 'ze', 'shi'];

/** Russian adjective endings (not -ие, which ends nouns such as обучение): an adjective qualifies. */
const russianAdjective = /(ый|ий|ой|ая|яя|ое|ые|ого|его|ому|ему|ую|юю)$/;

const georgian = /^[\u10D0-\u10FF]+$/;

/** Longest ending cut, and a long a-stem's -ა (მანქანა → მანქან, which matches მანქანის). */
export function georgianStem(word: string): string {
  if (!georgian.test(word)) return word;
  const ending = georgianEndings.find(
    (end) => word.endsWith(end) && word.length - end.length >= minStem,
  );
  if (ending) return word.slice(0, -ending.length);
  if (word.endsWith('ა') && word.length > 5) return word.slice(0, -1);
  return word;
}

/** Lower case (Mtavruli too), whole and by the parts Pagefind splits it into (C3045 → 3045). */
export function wordForms(word: string): string[] {
  const lower = word.toLowerCase();
  const whole = (lower.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).join('');
  const parts = lower.match(/[\p{L}\p{M}]+|\p{N}+/gu) ?? [];
  return whole === '' ? [] : [...new Set([whole, ...parts])];
}

/** "C 3045", "c-3045" → c3045, as the names write it. */
export function joinModelCodes(text: string): string {
  return text.replace(
    /(?<![\p{L}\p{N}])([a-z]{1,3})[\s\-–]+(\d{2,}[a-z]*)(?![\p{L}\p{N}])/giu,
    '$1$2',
  );
}

/** c3045 → 3045, x45c → 45c; undefined for anything else. */
export function modelNumber(term: string): string | undefined {
  return /^[a-z]{1,3}(\d{2,}[a-z]*)$/i.exec(term)?.[1]?.toLowerCase();
}

/** Fillers dropped when other words remain, each word once, at most ten. */
export function queryTerms(query: string): string[] {
  return queryWords(query).map((word) => word.term);
}

/** A word of the query as searched, and whether it only qualifies the thing asked for. */
export interface QueryWord {
  term: string;
  qualifier: boolean;
  /**
   * A Georgian genitive (ტელეფონის შეკეთება): unknown to the index, the shop lacks the thing. A
   * Russian noun after the head is as often a place (ремонт ксерокса тбилиси).
   */
  names: boolean;
}

/** The genitive alone (not -ისთვის, -tvis "for"), in Georgian or Latin letters, on a 3-letter stem. */
const genitive = /^(?:[\u10D0-\u10FF]{3,}(?<!თვ)ის|[a-z]{3,}(?<!tv)is)$/;

/** A Russian noun's genitive (телефонов, ноутбука), which names a thing after the head word. */
const russianGenitive = /^[\u0400-\u04FF]{3,}(?:ов|ев|ей|а|я)$/;

/** Codes, genitives, postpositions, words after "for"/"для" and Russian adjectives qualify. */
export function queryWords(query: string): QueryWord[] {
  const typed = cyrillicCodesToLatin(plainLatin(joinModelCodes(query.toLowerCase())));
  const words = typed.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  let afterPreposition = false;
  const tagged = words.map((word) => {
    if (prepositions.has(word)) afterPreposition = true;
    const ending = qualifierEndings.find(
      (end) => word.endsWith(end) && word.length - end.length >= 3,
    );
    const qualifier =
      afterPreposition || /\d/.test(word) || ending !== undefined || russianAdjective.test(word);
    return { word, qualifier };
  });
  const content = tagged.filter(({ word }) => !stopWords.has(word));
  const specific = content.filter(({ word }) => !isGeneric(word));
  const kept = specific.length > 0 ? specific : content.length > 0 ? content : tagged;
  const seen = new Set<string>();
  const result: QueryWord[] = [];
  for (const [i, { word, qualifier }] of kept.entries()) {
    const term = georgianStem(word);
    if (seen.has(term)) continue;
    seen.add(term);
    const names = genitive.test(word) || (i > 0 && russianGenitive.test(word) && !qualifier);
    result.push({ term, qualifier, names });
  }
  return result.slice(0, 10);
}

/** Russian: the first non-qualifying word (аренда копира); else the last (xerox toner). */
export function headOf(words: readonly QueryWord[]): number {
  const candidates = words.map((word, i) => (word.qualifier ? -1 : i)).filter((i) => i >= 0);
  if (candidates.length === 0) return words.length - 1;
  const russian = words.some((word) => /[\u0400-\u04FF]/.test(word.term));
  return russian ? candidates[0]! : candidates[candidates.length - 1]!;
}

/** Latin letters without their accents (tonéri → toneri), as the index holds them. */
export function plainLatin(text: string): string {
  return text
    .normalize('NFD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC');
}

/** Cyrillic letters that look like Latin ones, read as Latin inside a model code (м3030 → m3030). */
const cyrillicLookalikes: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
};

export function cyrillicCodesToLatin(text: string): string {
  return text.replace(/[\p{L}\p{N}]*\d[\p{L}\p{N}]*/gu, (token) =>
    [...token].map((letter) => cyrillicLookalikes[letter] ?? letter).join(''),
  );
}

/** Typos usually come after the first letters (guilotine → guil…); short words and codes stay. */
export function typoCandidates(term: string, max = 8): string[] {
  if (term.length <= 3 || /\d/.test(term)) return [term];
  const candidates: string[] = [];
  for (let length = term.length; length >= 3 && candidates.length < max; length -= 1)
    candidates.push(term.slice(0, length));
  return candidates;
}

const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
};

/** Edit distance counting a swap of neighbours as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Infinity;
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i]!;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Letters a word must share with the start of a term to stand for it (printing ~ printer). */
const minSharedBeginning = 4;

/**
 * Starts with the term, shares most of its beginning (printing ~ printer), or is one typo away
 * (two from nine letters). A shorter word the term starts with is refused ("canon" is not "can",
 * nor the "x" of "1200 x 1200", Pagefind's fallback); an inflection is kept.
 */
export function resembles(term: string, indexedWord: string): boolean {
  return wordForms(indexedWord).some(
    (word) => close(term, word) || close(term, georgianStem(word)),
  );
}

/** Typos allowed in a term by its length: none in three letters, one up to eight, then two. */
const typosAllowed = (length: number) => (length <= 3 ? 0 : length <= 8 ? 1 : 2);

function close(term: string, word: string): boolean {
  if (word.startsWith(term)) return true;
  if (term.startsWith(word))
    return word.length >= minSharedBeginning && term.length - word.length <= 3;
  const shared = Math.max(minSharedBeginning, Math.ceil(term.length * 0.6));
  if (commonPrefix(term, word) >= shared) return true;
  const typos = typosAllowed(term.length);
  if (typos === 0) return false;
  // A four-letter term is not a shorter word plus a letter (taxi is not tax).
  const lengths = [term.length, term.length + 1, ...(term.length > 4 ? [term.length - 1] : [])];
  return lengths.some((length) => editDistance(term, word.slice(0, length)) <= typos);
}

/** Fewest edits; on a tie not shorter than the term: a letter left out is the likelier slip. */
export function closestWord(term: string, words: readonly string[]): string | undefined {
  const distance = (word: string) =>
    Math.min(editDistance(term, word), editDistance(term, georgianStem(word)));
  const ranked = [...new Set(words.flatMap((word) => wordForms(word).slice(0, 1)))].sort(
    (a, b) =>
      distance(a) - distance(b) ||
      Number(b.length >= term.length) - Number(a.length >= term.length),
  );
  return ranked[0];
}

/** The words of a text in every form the index holds them. */
export function textWords(text: string): string[] {
  return text.split(/\s+/).flatMap(wordForms);
}
