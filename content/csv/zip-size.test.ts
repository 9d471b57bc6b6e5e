/** @jest-environment node */
// The workbook's zip is measured before ExcelJS unpacks it: a 2 MB workbook that unpacked to
// 2 GB took 2.3 GB of memory.
import fc from 'fast-check';
import { workbookLimits, workbookZipProblem } from '@/content/csv/zip-size';
import { withStatedSize, zip, type ZipPart } from '../../tests/support/content/csv/zip-writer';

const small = { unpackedBytes: 64 * 1024, parts: 20 };
const part: fc.Arbitrary<ZipPart> = fc.record({
  name: fc.stringMatching(/^[a-z]{1,8}(\/[a-z]{1,8}){0,2}\.xml$/),
  data: fc.oneof(
    fc.uint8Array({ maxLength: 2_000 }),
    fc.nat(30_000).map((n) => new Uint8Array(n)),
  ),
  stored: fc.boolean(),
});

describe('workbookZipProblem', () => {
  it('passes any honest zip within the limits, and refuses one over them from its directory', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 25 }), (parts) => {
        const total = parts.reduce((sum, p) => sum + p.data.length, 0);
        const problem = workbookZipProblem(zip(parts), small);
        if (parts.length > small.parts)
          expect(problem).toMatch(/^the workbook has \d+ parts, more than the 20/);
        else if (total > small.unpackedBytes)
          expect(problem).toMatch(/^the workbook unpacks to \d+ MB, more than the 1 MB/);
        else expect(problem).toBeUndefined();
      }),
      { numRuns: 80 },
    );
  });

  it('refuses a part that unpacks to more than its directory states, unpacking no further', () => {
    const bomb = new Uint8Array(50 * 1024 * 1024); // 50 MB of zeros packs to 50 kB
    const bytes = zip([{ name: 'xl/worksheets/sheet1.xml', data: bomb, statedSize: 1024 }]);
    expect(bytes.length).toBeLessThan(100_000);
    expect(workbookZipProblem(bytes)).toBe(
      "the workbook's part xl/worksheets/sheet1.xml unpacks to more than the 1024 bytes its zip directory states: the file is damaged or made to exhaust memory, and is not read",
    );
    const stored = zip([{ name: 'a.xml', data: new Uint8Array(10), stored: true, statedSize: 5 }]);
    expect(workbookZipProblem(stored)).toMatch(/part a\.xml unpacks to more than the 5 bytes/);
  });

  it('refuses a directory that states 2 GB before unpacking anything', () => {
    const bytes = withStatedSize(
      zip([{ name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(100) }]),
      'xl/worksheets/sheet1.xml',
      2 * 1024 ** 3,
    );
    expect(workbookZipProblem(bytes)).toBe(
      `the workbook unpacks to 2048 MB, more than the ${workbookLimits.unpackedBytes / 2 ** 20} MB a catalogue workbook may (5,000 products take 33 MB): it is damaged or not a catalogue; export the catalogue again, or save the products sheet as CSV UTF-8`,
    );
  });

  it('names what is not a zip, a misplaced directory and ZIP64 sizes', () => {
    expect(workbookZipProblem(new TextEncoder().encode('id,name\n1,x'))).toBe(
      'not readable as an Excel workbook (.xlsx): it is not a zip archive, as every .xlsx file is',
    );
    const bytes = zip([{ name: 'a.xml', data: new Uint8Array(10) }]);
    const prefixed = new Uint8Array([1, 2, 3, ...bytes]);
    expect(workbookZipProblem(prefixed)).toMatch(/its zip directory is misplaced/);
    expect(workbookZipProblem(withStatedSize(bytes, 'a.xml', 0xffffffff))).toMatch(
      /its part a\.xml uses ZIP64 sizes/,
    );
  });

  // Outside input: any bytes, and any damage to a real zip, get an answer, never an exception.
  it('answers any bytes and any damaged zip without throwing', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        expect(() => workbookZipProblem(bytes, small)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(
        fc.array(part, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.nat(),
        (parts, flips, cut) => {
          const bytes = zip(parts);
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          const answer = workbookZipProblem(bytes.subarray(0, bytes.length - (cut % 8)), small);
          expect(answer === undefined || typeof answer === 'string').toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
