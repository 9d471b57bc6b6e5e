/** @jest-environment node */
import { languageNotFoundPage } from './language-not-found.mjs';

// Shaped as Next writes out/404.html (app/global-not-found.tsx): the refresh in <noscript>.
const root =
  '<!DOCTYPE html><html lang="ka" class="t"><head><script>location.replace(x)</script>' +
  '<noscript><meta http-equiv="refresh" content="0; url=/gps-app/"/></noscript></head>' +
  '<body><a href="/gps-app/">home</a></body></html>';

describe('languageNotFoundPage', () => {
  it('sends a visitor without JavaScript to the home of the folder’s language', () => {
    const page = languageNotFoundPage(root, '/gps-app', 'en');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/gps-app/en/"/>');
    expect(page).not.toContain('url=/gps-app/"');
    expect(page).toMatch(/^<!DOCTYPE html><html lang="en" class="t">/);
    // The redirect script is kept byte for byte (the policy stage hashes it).
    expect(page).toContain('<script>location.replace(x)</script>');
  });

  it('fails the build, naming the tag, when the page is not shaped as expected', () => {
    expect(() =>
      languageNotFoundPage(root.replace('url=/gps-app/', 'url=/'), '/gps-app', 'en'),
    ).toThrow(/expected one meta refresh .* found 0/);
    expect(() =>
      languageNotFoundPage(root.replace('<html lang="ka"', '<html'), '/gps-app', 'en'),
    ).toThrow(/expected <html lang/);
  });
});
