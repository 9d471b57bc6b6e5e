import fc from 'fast-check';
import { isEntryId } from '@/content/fields/entry-id';
import {
  addLines,
  hasLine,
  maxQuantity,
  minQuantity,
  normalizeLines,
  type QuoteLine,
  clampQuantity,
  decodeItems,
  encodeItems,
  unknownIds,
  maxQuoteLines,
  mergeLines,
  parseStoredLines,
  removeLine,
  sameLines,
  serializeLines,
  setQuantity,
  totalQuantity,
} from '@/lib/quote-list/lines';

describe('clampQuantity', () => {
  it.each([
    [5, 5],
    ['12', 12],
    [0, 1],
    [-3, 1],
    [1000, 999],
    ['99999', 999],
    [2.7, 2],
    ['abc', 1],
    [Number.NaN, 1],
    [undefined, 1],
  ])('%p → %p', (input, expected) => expect(clampQuantity(input)).toBe(expected));
});

describe('URL encoding', () => {
  it('round-trips a list', () => {
    const lines = [
      { id: 'colour-mfp-c3030', quantity: 2 },
      { id: 'toner-k', quantity: 10 },
    ];
    expect(encodeItems(lines)).toBe('colour-mfp-c3030:2,toner-k:10');
    expect(decodeItems(encodeItems(lines))).toEqual(lines);
  });

  it('reads a missing or bad quantity as 1 and clamps large ones', () => {
    expect(decodeItems('a:x,b,c:5000')).toEqual([
      { id: 'a', quantity: 1 },
      { id: 'b', quantity: 1 },
      { id: 'c', quantity: 999 },
    ]);
  });

  it('skips hostile ids and repeated products', () => {
    expect(decodeItems('<script>:2,../x:1,ok:3,ok:9, ,:4')).toEqual([{ id: 'ok', quantity: 3 }]);
    expect(decodeItems(null)).toEqual([]);
    expect(decodeItems('')).toEqual([]);
  });

  it('keeps at most 50 lines', () => {
    const param = Array.from({ length: 60 }, (_, i) => `p${i}:1`).join(',');
    const lines = decodeItems(param);
    expect(lines).toHaveLength(maxQuoteLines);
    expect(lines[0]?.id).toBe('p0');
  });
});

describe('stored lists', () => {
  it('round-trips through storage', () => {
    const lines = [{ id: 'a', quantity: 3 }];
    expect(parseStoredLines(serializeLines(lines))).toEqual(lines);
  });

  it.each(['{', 'null', '"text"', '{"id":"a"}', '[1,null,"a"]'])(
    'a corrupt value (%s) is an empty list',
    (raw) => expect(parseStoredLines(raw)).toEqual([]),
  );

  it('cleans entries edited by hand', () => {
    expect(parseStoredLines('[{"id":"a","quantity":-4},{"id":"A B"},{"id":"b"}]')).toEqual([
      { id: 'a', quantity: 1 },
      { id: 'b', quantity: 1 },
    ]);
  });
});

describe('editing', () => {
  const start = [{ id: 'a', quantity: 2 }];

  it('adds new products once and keeps quantities of listed ones', () => {
    expect(addLines(start, ['a', 'b', 'c', 'b'])).toEqual([
      { id: 'a', quantity: 2 },
      { id: 'b', quantity: 1 },
      { id: 'c', quantity: 1 },
    ]);
  });

  it('stops adding at 50 lines', () => {
    const full = Array.from({ length: maxQuoteLines }, (_, i) => ({ id: `p${i}`, quantity: 1 }));
    expect(addLines(full, ['extra'])).toHaveLength(maxQuoteLines);
  });

  it('removes a product and sets a clamped quantity', () => {
    expect(removeLine([...start, { id: 'b', quantity: 1 }], 'a')).toEqual([
      { id: 'b', quantity: 1 },
    ]);
    expect(setQuantity(start, 'a', 1500)).toEqual([{ id: 'a', quantity: 999 }]);
    expect(setQuantity(start, 'a', 0)).toEqual([{ id: 'a', quantity: 1 }]);
  });

  it('counts items', () => {
    expect(totalQuantity([...start, { id: 'b', quantity: 5 }])).toBe(7);
  });
});

describe('merging a shared list', () => {
  it('keeps every product of both, the larger quantity for one in both', () => {
    const stored = [
      { id: 'a', quantity: 2 },
      { id: 'b', quantity: 1 },
    ];
    const shared = [
      { id: 'b', quantity: 4 },
      { id: 'c', quantity: 1 },
    ];
    expect(mergeLines(stored, shared)).toEqual({
      lines: [
        { id: 'a', quantity: 2 },
        { id: 'b', quantity: 4 },
        { id: 'c', quantity: 1 },
      ],
      dropped: [],
    });
  });

  it('compares lists regardless of order', () => {
    const a = [
      { id: 'a', quantity: 1 },
      { id: 'b', quantity: 2 },
    ];
    expect(sameLines(a, [...a].reverse())).toBe(true);
    expect(sameLines(a, [{ id: 'a', quantity: 1 }])).toBe(false);
    expect(sameLines(a, [a[0]!, { id: 'b', quantity: 3 }])).toBe(false);
  });

  it('names the ids the catalogue does not have (the lines themselves stay)', () => {
    const known = new Set(['a']);
    const lines = [
      { id: 'a', quantity: 1 },
      { id: 'gone', quantity: 7 },
    ];
    expect(unknownIds(lines, (id) => known.has(id))).toEqual(['gone']);
  });

  it('reports the products of a link that do not fit next to a long stored list', () => {
    // Issue 29 item 13: 45 stored lines and a link with 10 others: 5 fit, 5 are named.
    const stored = Array.from({ length: 45 }, (_, i) => ({ id: `s${i}`, quantity: 1 }));
    const shared = Array.from({ length: 10 }, (_, i) => ({ id: `l${i}`, quantity: 2 }));
    const { lines, dropped } = mergeLines(stored, shared);
    expect(lines).toHaveLength(maxQuoteLines);
    expect(lines.slice(0, 45)).toEqual(stored);
    expect(dropped).toEqual(['l5', 'l6', 'l7', 'l8', 'l9']);
  });
});

/**
 * Property-based tests of the URL and storage parsers (issue 29): whatever a link or a hand-edited
 * storage value holds, the parser answers valid lines and never throws; merging never loses a line
 * without naming it.
 */
describe('quote list parsers, for any input', () => {
  const validId = fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,2}$/);
  const quantity = fc.oneof(fc.integer(), fc.string({ maxLength: 6 }), fc.constant(''));
  const itemsParam = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc
      .array(fc.tuple(fc.oneof(validId, fc.string({ maxLength: 90 })), quantity), {
        maxLength: 80,
      })
      .map((parts) => parts.map(([id, q]) => `${id}:${q}`).join(',')),
  );
  const isValid = (lines: QuoteLine[]) =>
    lines.length <= maxQuoteLines &&
    new Set(lines.map((line) => line.id)).size === lines.length &&
    lines.every(
      (line) =>
        isEntryId(line.id) &&
        Number.isInteger(line.quantity) &&
        line.quantity >= minQuantity &&
        line.quantity <= maxQuantity,
    );
  const lines = fc
    .array(fc.record({ id: validId, quantity: fc.integer({ min: 1, max: 999 }) }), {
      maxLength: 70,
    })
    .map(normalizeLines);

  it('?items= reads any string as valid lines', () => {
    fc.assert(fc.property(itemsParam, (param) => isValid(decodeItems(param))));
  });

  it('a stored value reads as valid lines, whatever JSON or text it holds', () => {
    const stored = fc.oneof(
      fc.string(),
      fc.json(),
      itemsParam.map((p) => JSON.stringify(p)),
    );
    fc.assert(fc.property(stored, (raw) => isValid(parseStoredLines(raw))));
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 80 }), (value) =>
        isValid(parseStoredLines(JSON.stringify(value))),
      ),
    );
  });

  it('merging keeps every stored line, and names every product it leaves out', () => {
    fc.assert(
      fc.property(lines, lines, (stored, shared) => {
        const { lines: merged, dropped } = mergeLines(stored, shared);
        expect(isValid(merged)).toBe(true);
        for (const line of stored) expect(hasLine(merged, line.id)).toBe(true);
        for (const line of shared)
          expect(hasLine(merged, line.id) !== dropped.includes(line.id)).toBe(true);
        expect(dropped.every((id) => !hasLine(merged, id))).toBe(true);
      }),
    );
  });

  it('an id longer than the one id rule allows is never a product (a 120-character id)', () => {
    const long = 'a'.repeat(120);
    expect(decodeItems(`${long}:2,ok:1`)).toEqual([{ id: 'ok', quantity: 1 }]);
    expect(parseStoredLines(JSON.stringify([{ id: long, quantity: 1 }]))).toEqual([]);
  });
});
