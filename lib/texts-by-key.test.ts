import { textsByKey } from '@/lib/texts-by-key';

describe('textsByKey', () => {
  it('maps every key to its text, in order, and nothing else', () => {
    const texts = textsByKey(['sent', 'failed'] as const, (key) => `status.${key}`);
    expect(texts).toEqual({ sent: 'status.sent', failed: 'status.failed' });
    expect(Object.keys(texts)).toEqual(['sent', 'failed']);
  });

  it('gives an empty record for no keys', () => {
    expect(textsByKey([], () => 'x')).toEqual({});
  });
});
