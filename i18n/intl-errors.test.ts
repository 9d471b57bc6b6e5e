import { createTranslator } from 'use-intl/core';
import { failOnIntlError } from '@/i18n/intl-errors';

describe('failOnIntlError', () => {
  const t = createTranslator({
    locale: 'ka',
    messages: { Footer: { quickLinks: 'სწრაფი ბმულები' } } as Record<
      string,
      Record<string, string>
    >,
    onError: failOnIntlError,
  });

  it('lets a message that exists through', () => {
    expect(t('Footer.quickLinks' as never)).toBe('სწრაფი ბმულები');
  });

  it('throws on a missing message, naming the key, instead of rendering the key', () => {
    expect(() => t('Footer.quickLinkz' as never)).toThrow(/Footer\.quickLinkz/);
  });
});
