import { render, screen, within } from '@testing-library/react';
import { InfoPage } from '@/components/info-page/InfoPage';
import { infoPageHref, infoPageLinks } from '@/components/info-page/infoLinks';
import { content } from '@/content';
import messages from '@/messages/en.json';

// The fixture content (tests/fixtures/content): one sample privacy page, English messages.
jest.mock(
  'next-intl/server',
  () => jest.requireActual('../../tests/support/components/island-props-mocks').englishServerIntl,
);
jest.mock('@/content', () =>
  jest.requireActual('../../tests/support/components/island-props-mocks').fixtureContentModule(),
);

const privacy = content.pages.find((page) => page.slug === 'privacy')!;

describe('InfoPage', () => {
  it('shows the title, each section under its heading, and how to reach the dealer', async () => {
    render(await InfoPage({ locale: 'en', page: privacy }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(privacy.title.en);
    for (const section of privacy.sections) {
      expect(screen.getByRole('heading', { name: section.heading.en })).toBeInTheDocument();
      for (const paragraph of section.paragraphs.en)
        expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
    const contact = screen.getByRole('region', { name: messages.InfoPage.contactHeading });
    expect(within(contact).getByRole('link', { name: content.company.email })).toHaveAttribute(
      'href',
      `mailto:${content.company.email}`,
    );
  });

  it('marks a sample text as the dealer’s to replace, and only a sample', async () => {
    const { unmount } = render(await InfoPage({ locale: 'en', page: privacy }));
    expect(screen.getByRole('note')).toHaveTextContent(messages.InfoPage.sample);
    unmount();
    render(await InfoPage({ locale: 'en', page: { ...privacy, sample: false } }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('renders text as text: markup in content is never HTML', async () => {
    const section = {
      heading: privacy.sections[0]!.heading,
      paragraphs: { ka: ['x'], en: ['<b>bold</b>'] },
    };
    const { container } = render(
      await InfoPage({ locale: 'en', page: { ...privacy, sections: [section] } }),
    );
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('information page links', () => {
  it('links a page that exists and nothing for one that does not', () => {
    expect(infoPageHref('privacy')).toBe('/info/privacy');
    expect(infoPageHref('leasing')).toBeNull();
    expect(infoPageLinks('ka')).toEqual([{ href: '/info/privacy', label: privacy.title.ka }]);
  });
});
