import { chooseRootLocale, rootLocaleScript } from '@/lib/root-locale';

describe('chooseRootLocale', () => {
  it('follows a stored choice first', () => {
    expect(chooseRootLocale('en', ['ka-GE'])).toBe('en');
    expect(chooseRootLocale('ka', ['en-US'])).toBe('ka');
  });

  it('with nothing stored, follows the first of ka/en the browser prefers', () => {
    expect(chooseRootLocale(null, ['en-US', 'ka'])).toBe('en');
    expect(chooseRootLocale(null, ['de-DE', 'ka-GE', 'en'])).toBe('ka');
    expect(chooseRootLocale(null, ['fr', 'EN-gb'])).toBe('en');
  });

  it('falls back to Georgian', () => {
    expect(chooseRootLocale(null, [])).toBe('ka');
    expect(chooseRootLocale('garbage', ['ru'])).toBe('ka');
  });
});

describe('rootLocaleScript', () => {
  function run(stored: string | null, languages: string[]) {
    const replace = jest.fn();
    const storage = { getItem: () => stored };
    new Function('localStorage', 'navigator', 'location', rootLocaleScript('/gps-app/en/'))(
      storage,
      { languages },
      { search: '?a=1', hash: '', replace },
    );
    return replace;
  }

  it('leaves for English when English is wanted, keeping the query', () => {
    expect(run('en', ['ka'])).toHaveBeenCalledWith('/gps-app/en/?a=1');
    expect(run(null, ['en-US'])).toHaveBeenCalledWith('/gps-app/en/?a=1');
  });

  it('stays on the Georgian root otherwise', () => {
    expect(run('ka', ['en-US'])).not.toHaveBeenCalled();
    expect(run(null, ['ka-GE', 'en'])).not.toHaveBeenCalled();
  });
});
