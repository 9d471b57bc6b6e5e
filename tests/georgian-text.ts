/**
 * What may stay in Latin script on a Georgian page: model codes and sizes (C3045, A4, SRA3,
 * P-4), abbreviations written in capitals (CMYK, UV, USB, SSD, DIN), units and the names of
 * technologies that Georgian writes in Latin too. Anything else in Latin letters is English text
 * that should have been translated. Shared by the unit tests (messages, card and spec values)
 * and the browser tests that read the built Georgian pages.
 */
const units = new Set(['mm', 'cm', 'm', 'dpi', 'ppm', 'gsm', 'kg', 'g', 'kW', 'W', 'V', 'L']);
const names = new Set([
  'Wi-Fi',
  'Direct',
  'Ethernet',
  'Gigabit',
  'Bluetooth',
  'PostScript',
  'eMMC',
  'Telegram',
  'WhatsApp',
  'JavaScript',
]);

const latinWord = /\p{Script=Latin}[\p{Script=Latin}\d]*(?:[-'][\p{Script=Latin}\d]+)*/gu;

function allowed(word: string): boolean {
  if (/\d/.test(word)) return true; // C3045, A4, SRA3, P-4, X80C
  if (word === word.toUpperCase()) return true; // CMYK, UV, USB, OPC, C, M, Y, K
  return units.has(word) || names.has(word);
}

/** The English words of a text meant for a Georgian page (empty when it reads Georgian). */
export function englishWords(text: string): string[] {
  return (text.match(latinWord) ?? []).filter((word) => !allowed(word));
}
