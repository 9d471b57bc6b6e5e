import fc from 'fast-check';
import { maxNotFoundSearchLength, notFoundSearchText } from '@/lib/not-found-search';

describe('notFoundSearchText', () => {
  it('turns a dead slug into the words to search for', () => {
    expect(notFoundSearchText('colour-mfp-c9999')).toBe('colour mfp c9999');
    expect(notFoundSearchText('old_page.html')).toBe('old page');
    expect(notFoundSearchText('C4045.php')).toBe('C4045');
  });

  it('reads a Georgian segment as decoded, once, by the page', () => {
    expect(notFoundSearchText('ფერადი-პრინტერი')).toBe('ფერადი პრინტერი');
    // Decoding again would turn a name with a literal escape into something else.
    expect(notFoundSearchText(encodeURIComponent('ფერადი-პრინტერი'))).toBe('');
  });

  it('offers nothing for markup, punctuation, a malformed escape, a number or a letter', () => {
    for (const segment of [
      '<img src=x onerror=alert(1)>',
      encodeURIComponent('"><script>alert(1)</script>'),
      'javascript:alert(1)',
      '%E0%A4%A',
      '12345',
      'x',
      '',
      null,
    ]) {
      expect(notFoundSearchText(segment)).toBe('');
    }
  });

  it('cuts a long name at a word boundary', () => {
    const long = Array.from({ length: 30 }, (_, index) => `word${index}`).join('-');
    const text = notFoundSearchText(long);
    expect(text.length).toBeLessThanOrEqual(maxNotFoundSearchLength);
    expect(long.replaceAll('-', ' ').startsWith(`${text} `)).toBe(true);
  });

  it('whatever the segment: never throws, only letters, digits and single spaces, capped', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (segment) => {
        for (const input of [segment, encodeURIComponent(segment)]) {
          const text = notFoundSearchText(input);
          expect(text.length).toBeLessThanOrEqual(maxNotFoundSearchLength);
          expect(text).toMatch(/^(?:[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*)?$/u);
        }
      }),
      { numRuns: 300 },
    );
  });
});
