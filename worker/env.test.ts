/** @jest-environment node */
import { numberSetting } from '@/worker/env';

describe('number settings', () => {
  it('reads a whole number at or above the minimum', () => {
    expect(numberSetting('36', 24)).toBe(36);
    expect(numberSetting(' 5 ', 10)).toBe(5);
    expect(numberSetting('0', 3, 0)).toBe(0);
  });

  it('falls back to the default for a typo, so a limit is never switched off by accident', () => {
    for (const typo of [undefined, '', 'ten', '2.5', '-1', '0'])
      expect(numberSetting(typo, 10)).toBe(10);
  });
});
