// Characters that would break a line or reorder what the dealer reads: C0/C1 controls (CR, LF,
// tab, NEL…), the line and paragraph separators, bidirectional overrides and isolates, BOM.
const lineBreaking = /[\p{Cc}\p{Zl}\p{Zp}\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]+/gu;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Any text as one line: breaks and controls become one space; a lone surrogate becomes �. */
export function oneLine(value: string): string {
  return value
    .replace(loneSurrogate, '\uFFFD')
    .replace(lineBreaking, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}
