/** @jest-environment node */
import { failedPath, formLocale, sentPath } from '@/worker/form-result';

describe('where a plain form post lands', () => {
  it('answers in the language of the form', () => {
    expect(formLocale({ locale: 'en' }, null)).toBe('en');
    expect(formLocale({ page: 'https://example.ge/gps-app/en/services/request/' }, null)).toBe(
      'en',
    );
    expect(formLocale({}, 'https://example.ge/gps-app/en/contacts/')).toBe('en');
    expect(formLocale({ locale: 'fr', page: 'not a url' }, 'also :// not')).toBe('ka');
    expect(formLocale({}, null)).toBe('ka');
  });

  it('puts the reference, or the reason and fields, in the query of a page under the site', () => {
    expect(sentPath('en', 'S-2611-0001', 'service')).toBe(
      '/gps-app/en/requests/sent/?ref=S-2611-0001&kind=service',
    );
    expect(failedPath('ka', 'invalid', ['name', 'phone'])).toBe(
      '/gps-app/ka/requests/failed/?reason=invalid&fields=name%2Cphone',
    );
    expect(failedPath('ka', 'limit')).toBe('/gps-app/ka/requests/failed/?reason=limit');
  });
});
