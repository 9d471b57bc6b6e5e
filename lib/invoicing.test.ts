import { formatIban } from '@/lib/invoicing';

describe('IBAN formatting', () => {
  it('prints in groups of four and compacts back', () => {
    const example = 'GE29NB0000000101904917';
    expect(formatIban(example)).toBe('GE29 NB00 0000 0101 9049 17');
    expect(formatIban(' ge29 nb00 0000 0101 9049 17 ')).toBe('GE29 NB00 0000 0101 9049 17');
  });
});
