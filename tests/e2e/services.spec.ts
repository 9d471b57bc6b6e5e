import { expect, test } from './fixtures';
import { need, siteContent } from './site-content';

const cards = {
  en: ['Technical service', 'Equipment rental', 'Consumables'],
  ka: ['ტექნიკური მომსახურება', 'ტექნიკის იჯარა', 'სახარჯი მასალები'],
};
const topics = ['maintenance', 'training', 'consultation'];

for (const locale of ['ka', 'en'] as const) {
  test(`services (${locale}): three cards linking every topic page, each with copy and a call to action`, async ({
    page,
  }) => {
    await page.goto(`/gps-app/${locale}/services/`);
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(cards[locale]);
    // The topic pages; the service request page has its own links (service-request.spec).
    const topicLinks = page
      .getByRole('main')
      .locator('a[href*="/services/"]:not([href*="/services/request/"])');
    const hrefs = await topicLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...new Set(hrefs)].sort()).toEqual(
      topics.map((topic) => `/gps-app/${locale}/services/${topic}/`).sort(),
    );

    for (const topic of topics) {
      const response = await page.goto(`/gps-app/${locale}/services/${topic}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      const paragraphs = await page.getByRole('main').locator('p').allTextContents();
      expect(paragraphs.join(' ').length, `${locale}/${topic} has real copy`).toBeGreaterThan(600);
      // The call to action goes where the topic's content says (maintenance: the request form).
      const cta = need(siteContent.serviceTopics.find((t) => t.slug === topic)?.cta, 'cta');
      await expect(page.getByRole('main').getByRole('link').last()).toHaveAttribute(
        'href',
        `/gps-app/${locale}${cta.href}/`,
      );
    }
  });
}
