import { fixtureCopy, located } from '../tests/support/content/fixture-content';

/** Load the fixture content after changing content/pages/privacy.yaml as a dealer might. */
function problemsAfter(
  change: (blocks: { ka: Record<string, unknown>; en: Record<string, unknown> }) => void,
) {
  const site = fixtureCopy();
  try {
    site.edit('pages/privacy.yaml', change);
    return site.read().problems.map(located);
  } finally {
    site.remove();
  }
}

describe('information pages (content/pages)', () => {
  it('loads the fixture page with its sections in both languages and the sample flag', () => {
    const site = fixtureCopy();
    try {
      const [page] = site.load().pages;
      expect(page).toMatchObject({ slug: 'privacy', sample: true });
      expect(page!.sections[0]!.paragraphs.en.length).toBe(page!.sections[0]!.paragraphs.ka.length);
    } finally {
      site.remove();
    }
  });

  it('names the file, line and field of a page without sections or an untranslated one', () => {
    expect(problemsAfter((b) => delete b.ka.sections)).toEqual([
      expect.stringMatching(/pages\/privacy\.yaml:\d+: entry "privacy", field "ka\.sections"/),
    ]);
    expect(
      problemsAfter((b) => {
        (b.en.sections as unknown[]).pop();
      }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/pages\/privacy\.yaml.*field "en\.sections": has 0 items/),
      ]),
    );
  });

  it('refuses HTML-looking keys and unknown fields instead of dropping them', () => {
    expect(problemsAfter((b) => Object.assign(b.ka, { html: '<script>' }))).toEqual([
      expect.stringMatching(/field "ka\.html": unknown field/),
    ]);
  });
});
