/** @jest-environment node */
import fc from 'fast-check';
import { publishStates } from '@/worker/kinds';
import {
  maxKeptProblems,
  parsePublishReport,
  reportLimits,
  type PublishReport,
} from '@/worker/publish-report';

const valid = {
  run: '8812345678-1',
  state: 'refused',
  commit: 'ABCDEF1234567890abcdef1234567890abcdef12',
  message: 'Update offers “spring-sale”',
  committedAt: '2027-05-31T10:05:00+04:00',
  problems: [
    {
      file: 'content/offers/spring-sale.yaml',
      line: 12,
      entry: 'spring-sale',
      field: 'ka.validUntil',
      message: 'is not a real calendar date (check the month and the day)',
    },
  ],
  problemCount: 1,
};

describe('the posted publishing report', () => {
  it('reads a refusal with its problems, the commit in lowercase and the time in UTC', () => {
    expect(parsePublishReport(valid)).toEqual({
      ok: true,
      report: {
        ...valid,
        commit: valid.commit.toLowerCase(),
        committedAt: '2027-05-31T06:05:00.000Z',
      },
    });
  });

  it('names each wrong field', () => {
    const parsed = parsePublishReport({
      run: '../etc',
      state: 'published',
      commit: 'xyz',
      message: 5,
      committedAt: 'yesterday',
      problems: [{ file: 'a.yaml' }],
      problemCount: -1,
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        run: 'invalid',
        state: 'invalid',
        commit: 'invalid',
        message: 'invalid',
        committedAt: 'invalid',
        problems: 'invalid',
        problemCount: 'invalid',
      },
    });
    for (const body of [null, [], 'text', 3]) {
      expect(parsePublishReport(body)).toEqual({ ok: false, errors: { body: 'invalid' } });
    }
  });

  it('drops problems sent with another state, and counts those beyond the kept ones', () => {
    const live = parsePublishReport({ ...valid, state: 'live' });
    expect(live.ok && live.report).toMatchObject({ problems: [], problemCount: 0 });
    const many = Array.from({ length: 30 }, (_, i) => ({ file: `f${i}.yaml`, message: 'bad' }));
    const refused = parsePublishReport({ ...valid, problems: many, problemCount: 45 });
    expect(refused.ok && refused.report.problems).toHaveLength(maxKeptProblems);
    expect(refused.ok && refused.report.problemCount).toBe(45);
  });

  it('makes every text one line and cuts it', () => {
    const parsed = parsePublishReport({
      ...valid,
      message: `first line\nsecond\u2028line ${'x'.repeat(500)}`,
      problems: [{ file: 'a.yaml', message: '<b>bold</b>\r\nnext', field: '', entry: ' ' }],
    });
    if (!parsed.ok) throw new Error('refused');
    expect(parsed.report.message).toMatch(/^first line second line x+$/);
    expect(Array.from(parsed.report.message)).toHaveLength(reportLimits.message);
    expect(parsed.report.problems).toEqual([{ file: 'a.yaml', message: '<b>bold</b> next' }]);
  });
});

// Any value a JSON body can hold, and reports the workflow could send.
const text = fc.string({ unit: 'grapheme', maxLength: 400 });
const problem = fc.record(
  {
    // What the content check writes: a path, and a message with words in it (any characters).
    file: text.map((value) => `content/${value}`),
    line: fc.integer({ min: 1, max: 100_000 }),
    entry: text,
    field: text,
    message: fc.string({ unit: 'binary', maxLength: 1500 }).map((value) => `is ${value}`),
  },
  { requiredKeys: ['file', 'message'] },
);
const report = fc.record({
  run: fc.stringMatching(/^[0-9]{1,12}-[0-9]{1,3}$/),
  state: fc.constantFrom(...publishStates),
  commit: fc.stringMatching(/^[0-9a-f]{40}$/),
  message: text,
  committedAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  problems: fc.array(problem, { maxLength: 30 }),
  problemCount: fc.nat({ max: 100 }),
});

const oneLineWithin = (value: string, max: number) =>
  Array.from(value).length <= max && !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(value);

describe('the report parser (properties)', () => {
  it('never throws, whatever JSON arrives, and answers either a report or errors', () => {
    const anyField = fc.jsonValue();
    // The report's own keys holding anything, problems included.
    const near = fc.record(
      {
        run: fc.oneof(anyField, fc.constant('1-1')),
        state: fc.oneof(anyField, fc.constantFrom(...publishStates)),
        commit: fc.oneof(anyField, fc.constant('abcdef1')),
        message: anyField,
        committedAt: anyField,
        problems: fc.oneof(
          anyField,
          fc.array(
            fc.dictionary(fc.constantFrom('file', 'line', 'entry', 'field', 'message'), anyField),
          ),
        ),
        problemCount: anyField,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), report, near), (body) => {
        const parsed = parsePublishReport(body);
        expect(parsed.ok ? parsed.report : Object.keys(parsed.errors).length).toBeTruthy();
      }),
      { numRuns: 500 },
    );
  });

  it('keeps what the workflow sends, within bounds, and reads its own output the same again', () => {
    fc.assert(
      fc.property(report, (sent) => {
        const parsed = parsePublishReport(JSON.parse(JSON.stringify(sent)));
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
        const got: PublishReport = parsed.report;
        expect([got.run, got.state, got.commit]).toEqual([sent.run, sent.state, sent.commit]);
        expect(oneLineWithin(got.message, reportLimits.message)).toBe(true);
        expect(got.problems.length).toBeLessThanOrEqual(maxKeptProblems);
        expect(got.problemCount).toBeGreaterThanOrEqual(got.problems.length);
        if (got.state !== 'refused') expect(got.problems).toEqual([]);
        for (const kept of got.problems) {
          expect(oneLineWithin(kept.file, reportLimits.file)).toBe(true);
          expect(oneLineWithin(kept.message, reportLimits.problem)).toBe(true);
          expect(oneLineWithin(kept.entry ?? '', reportLimits.entry)).toBe(true);
          expect(oneLineWithin(kept.field ?? '', reportLimits.field)).toBe(true);
        }
        expect(parsePublishReport(JSON.parse(JSON.stringify(got)))).toEqual(parsed);
      }),
    );
  });

  it('refuses any state but the three', () => {
    fc.assert(
      fc.property(report, fc.string(), (sent, state) => {
        fc.pre(!(publishStates as readonly string[]).includes(state));
        expect(parsePublishReport({ ...sent, state })).toMatchObject({
          ok: false,
          errors: { state: 'invalid' },
        });
      }),
    );
  });
});
