/**
 * A CSV's text as spreadsheets save it: UTF-8, UTF-16 with a mark, or a Windows code page, which
 * has no Georgian letters: such a file is refused with its encoding named.
 */
export type Decoded = { text: string } | { problem: string };

export const saveAsUtf8 =
  'Save it as UTF-8 and import again: Excel: File → Save As → "CSV UTF-8 (Comma delimited)"; ' +
  'LibreOffice: File → Save As → "Text CSV", character set "Unicode (UTF-8)"; ' +
  'Google Sheets: File → Download → CSV. Or save it as an Excel workbook (.xlsx).';

const startsWith = (bytes: Uint8Array, ...prefix: number[]) =>
  prefix.every((b, i) => bytes[i] === b);

/** Cyrillic in Windows-1251 is words of bytes 0xC0–0xFF; Windows-1252 has one here and there. */
function legacyEncoding(bytes: Uint8Array): string {
  let letters = 0;
  let pairs = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i]! < 0xc0) continue;
    letters++;
    if ((bytes[i + 1] ?? 0) >= 0xc0) pairs++;
  }
  if (!letters) return 'a Windows code page (Windows-1252 or Windows-1251)';
  return pairs * 2 >= letters ? 'Windows-1251 (Cyrillic)' : 'Windows-1252 (Western European)';
}

/** Windows-1252 at 0x80–0x9F (0 = undefined): Node 20's TextDecoder decodes them as Latin-1. */
const cp1252High = [
  0x20ac, 0, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0,
  0x17d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0, 0x17e, 0x178,
];
const cp1252Bytes = new Map(cp1252High.map((code, i) => [code, 0x80 + i]));

/**
 * A UTF-8 file opened as Windows-1252 and saved again as UTF-8 (LibreOffice told no character
 * set): its mark reads "ï»¿", and each character turned back into its byte gives the UTF-8 meant.
 */
function undoDoubleEncoding(text: string): string | undefined {
  // The mark may sit inside the quotes of the first cell ("ï»¿id").
  if (!/^"?\u00EF\u00BB\u00BF/.test(text)) return undefined;
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    // LibreOffice reads bytes Windows-1252 leaves undefined as private-use U+F181 …
    const byte =
      code <= 0xff
        ? code
        : code >= 0xf180 && code <= 0xf19f
          ? code - 0xf100
          : cp1252Bytes.get(code);
    if (byte === undefined) return undefined;
    bytes.push(byte);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true })
      .decode(Uint8Array.from(bytes))
      .replace('\uFEFF', '');
  } catch {
    return undefined;
  }
}

export function decodeSpreadsheetText(bytes: Uint8Array): Decoded {
  const [encoding, mark] = startsWith(bytes, 0xef, 0xbb, 0xbf)
    ? ['utf-8', 3]
    : startsWith(bytes, 0xff, 0xfe)
      ? ['utf-16le', 2]
      : startsWith(bytes, 0xfe, 0xff)
        ? ['utf-16be', 2]
        : ['utf-8', 0];
  try {
    const text = new TextDecoder(encoding, { fatal: !mark }).decode(bytes.subarray(mark));
    return { text: undoDoubleEncoding(text) ?? text };
  } catch {
    return {
      problem:
        `the file is saved in ${legacyEncoding(bytes)}, not UTF-8. That encoding has no ` +
        `Georgian letters, so the Georgian text in it is lost. ${saveAsUtf8}`,
    };
  }
}
