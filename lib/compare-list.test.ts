import fc from 'fast-check';
import { isEntryId } from '@/content/fields/entry-id';
import { openCompare } from '@/components/compare/compareOpening';
import {
  countNamed,
  decodeIds,
  encodeIds,
  maxCompared,
  parseStoredIds,
  replaceId,
  serializeIds,
  toggleId,
  keptNames,
  parseNames,
} from '@/lib/compare-list';

describe('compare list', () => {
  it('decodes ?ids=, keeping the first four distinct valid ids', () => {
    expect(decodeIds('a,b,a,<x>,c,d,e')).toEqual(['a', 'b', 'c', 'd']);
    expect(decodeIds(null)).toEqual([]);
    expect(countNamed('a,b,,c')).toBe(3);
    expect(encodeIds(['a', 'b'])).toBe('a,b');
  });

  it('round-trips storage and treats a corrupt value as empty', () => {
    expect(parseStoredIds(serializeIds(['a', 'b']))).toEqual(['a', 'b']);
    expect(parseStoredIds('{oops')).toEqual([]);
    expect(parseStoredIds('{"a":1}')).toEqual([]);
  });

  it('toggles a product in and out, and refuses a fifth', () => {
    expect(toggleId(['a'], 'b')).toEqual({ ids: ['a', 'b'] });
    expect(toggleId(['a', 'b'], 'a')).toEqual({ ids: ['b'] });
    const full = ['a', 'b', 'c', 'd'];
    expect(full).toHaveLength(maxCompared);
    expect(toggleId(full, 'e')).toEqual({ full: true });
    expect(toggleId(full, 'c')).toEqual({ ids: ['a', 'b', 'd'] });
  });

  it('replaces one product in its place', () => {
    expect(replaceId(['a', 'b', 'c', 'd'], 'b', 'e')).toEqual(['a', 'e', 'c', 'd']);
    expect(replaceId(['a', 'b'], 'b', 'a')).toEqual(['a', 'b']);
  });
});

describe('names for the compare bar', () => {
  it('keeps the names of compared ids only, with the one just added', () => {
    const raw = JSON.stringify({ a: 'A', gone: 'Gone' });
    expect(JSON.parse(keptNames(raw, ['a', 'b'], { id: 'b', name: 'B' }))).toEqual({
      a: 'A',
      b: 'B',
    });
  });

  it('reads a corrupt or hostile value as no names', () => {
    expect(parseNames('[1]')).toEqual({});
    expect(parseNames('{bad')).toEqual({});
    expect(parseNames('{"<x>":"X","ok":5,"a":"A"}')).toEqual({ a: 'A' });
  });
});

/** Property-based tests of `?ids=` and `?add=` (issue 29): any string, valid ids, at most four. */
describe('compare parameters, for any input', () => {
  const validId = fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,2}$/);
  const param = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc
      .array(fc.oneof(validId, fc.string({ maxLength: 90 })), { maxLength: 10 })
      .map((ids) => ids.join(',')),
  );
  const isValid = (ids: string[]) =>
    ids.length <= maxCompared && new Set(ids).size === ids.length && ids.every(isEntryId);

  it('?ids= reads any string as at most four distinct valid ids', () => {
    fc.assert(fc.property(param, (text) => isValid(decodeIds(text))));
  });

  it('the page opening never throws and says when a link named more than four', () => {
    const search = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc
        .tuple(param, fc.oneof(validId, fc.string({ maxLength: 90 })))
        .map(([ids, add]) => `?ids=${encodeURIComponent(ids)}&add=${encodeURIComponent(add)}`),
    );
    const stored = fc.array(fc.oneof(validId, fc.string()), { maxLength: 8 });
    fc.assert(
      fc.property(search, stored, (text, ids) => {
        const opening = openCompare(text, ids);
        expect(isValid(opening.ids)).toBe(true);
        expect(opening.pending === null || isEntryId(opening.pending)).toBe(true);
        expect(opening.pending === null || !opening.ids.includes(opening.pending)).toBe(true);
        const named = new URLSearchParams(text).get('ids');
        expect(opening.truncated).toBe(countNamed(named) > maxCompared);
      }),
    );
  });

  it('a 120-character id is refused by ?ids= and ?add= alike', () => {
    const long = 'b'.repeat(120);
    expect(decodeIds(`${long},ok`)).toEqual(['ok']);
    expect(openCompare(`?ids=ok&add=${long}`, []).ids).toEqual(['ok']);
  });
});
