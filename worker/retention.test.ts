/** @jest-environment node */
import { retentionCutoff } from '@/worker/retention';

describe('retention cutoff', () => {
  it('is the same moment the given number of months earlier', () => {
    expect(retentionCutoff(new Date('2026-11-25T10:00:00.000Z'), 24)).toBe(
      '2024-11-25T10:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-01-15T00:00:00.000Z'), 1)).toBe(
      '2025-12-15T00:00:00.000Z',
    );
  });

  it('takes the last day of a shorter month instead of rolling into the next', () => {
    expect(retentionCutoff(new Date('2026-03-31T12:00:00.000Z'), 1)).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2028-02-29T12:00:00.000Z'), 12)).toBe(
      '2027-02-28T12:00:00.000Z',
    );
  });

  it('compares as text with the stored ISO creation times', () => {
    const cutoff = retentionCutoff(new Date('2026-11-25T10:00:00.000Z'), 24);
    expect('2024-11-25T09:59:59.999Z' < cutoff).toBe(true);
    expect('2024-11-25T10:00:00.000Z' < cutoff).toBe(false);
  });
});
