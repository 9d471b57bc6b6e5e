import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { channelLinks, viberHref } from '../../lib/company-facts';
import { formatIban } from '../../lib/invoicing';
import { mapLinks } from '../../lib/map-links';
import { emailField, phoneField } from './contact-page';
import { siteContent } from './site-content';

// Issue 15: the contacts page's map, directions, invoicing details and channels, all derived from
// the content the export was built from (the dealer may leave any optional field out).
const { company } = siteContent;
const locales = ['ka', 'en'] as const;
const newTab = { ka: '(იხსნება ახალ ჩანართში)', en: '(opens in a new tab)' };
const contacts = (locale: string) => `/gps-app/${locale}/contacts/`;

for (const locale of locales) {
  test(`${locale}: a sketch of the street and links to Google Maps, Apple Maps and Yandex`, async ({
    page,
  }) => {
    await page.goto(contacts(locale));
    const street = company.address.street[locale];
    const figure = page.getByRole('figure');
    await expect(figure.locator('svg text')).toContainText([street, company.name[locale]]);
    await expect(figure.locator('figcaption')).toContainText(street);
    await expect(figure.locator('svg')).toHaveAttribute('aria-hidden', 'true');

    const address = `${street}, ${company.address.city[locale]}, ${company.address.country[locale]}`;
    const links = mapLinks({ name: company.name[locale], address, geo: company.geo });
    const names = { google: 'Google Maps', apple: 'Apple Maps', yandex: 'Yandex Maps' };
    for (const [service, href] of Object.entries(links)) {
      const link = page.getByRole('link', {
        name: new RegExp(names[service as keyof typeof names]),
      });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleName(new RegExp(`${escape(newTab[locale])}$`));
    }
  });

  test(`${locale}: landmark, parking and invoicing details appear when the content has them`, async ({
    page,
  }) => {
    await page.goto(contacts(locale));
    const main = page.getByRole('main');
    for (const text of [company.landmark, company.parking]) {
      if (text) await expect(main).toContainText(text[locale]);
    }
    const invoicing = main.getByRole('region', {
      name: locale === 'ka' ? 'კომპანიის რეკვიზიტები' : 'Company details for invoices',
    });
    if (!company.invoicing) return void (await expect(invoicing).toHaveCount(0));
    await expect(invoicing).toContainText(company.invoicing.legalName[locale]);
    await expect(invoicing).toContainText(company.invoicing.identificationCode);
    if (company.invoicing.bank)
      await expect(invoicing).toContainText(company.invoicing.bank[locale]);
    if (company.invoicing.iban)
      await expect(invoicing).toContainText(formatIban(company.invoicing.iban));
  });
}

test('Viber and Facebook are listed only when set, on the contacts page and in the footer', async ({
  page,
}) => {
  await page.goto(contacts('en'));
  const expected = channelLinks(company).map((link) => link.href);
  for (const area of [
    page.getByRole('main').locator('dl').first(),
    page.getByRole('contentinfo'),
  ]) {
    for (const [name, href] of [
      ['Viber', company.viber ? viberHref(company.viber) : undefined],
      ['Facebook', company.facebook],
    ] as const) {
      const link = area.getByRole('link', { name: new RegExp(`^${name}`) });
      if (href) await expect(link).toHaveAttribute('href', href);
      else await expect(link).toHaveCount(0);
    }
    const hrefs = await area
      .getByRole('link', { name: /^(Telegram|WhatsApp|Viber|Facebook)\b/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expected);
  }
});

test('"(opens in a new tab)" is in the link names but hidden on screen, where an icon shows it', async ({
  page,
}) => {
  for (const locale of locales) {
    await page.goto(contacts(locale));
    for (const area of [page.getByRole('contentinfo'), page.getByRole('main')]) {
      const link = area.getByRole('link', { name: /^Telegram/ });
      await expect(link).toHaveAccessibleName(`Telegram ${newTab[locale]}`);
      // What is painted: the word alone, then the pictogram; the hint is clipped to nothing.
      const painted = await link.evaluate((element) => {
        const hidden = [...element.querySelectorAll('span')].find((span) =>
          span.textContent?.includes('('),
        )!;
        const box = hidden.getBoundingClientRect();
        const icon = element.querySelector('[aria-hidden="true"]')!;
        return {
          hiddenArea: box.width * box.height,
          clipped: getComputedStyle(hidden).clipPath !== 'none' || getComputedStyle(hidden).clip,
          iconHidden: icon.getAttribute('aria-hidden'),
          iconWidth: icon.getBoundingClientRect().width,
        };
      });
      expect(painted.hiddenArea).toBeLessThanOrEqual(1);
      expect(painted.clipped).toBeTruthy();
      expect(painted.iconHidden).toBe('true');
      expect(painted.iconWidth).toBeGreaterThan(8);
    }
  }
});

test('the contacts page loads nothing from another site', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:')) foreign.push(url);
  });
  for (const locale of locales) {
    await page.goto(contacts(locale));
    await page.getByRole('figure').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});

/** The left and right edges of the header's content (its container minus padding). */
async function headerContentEdges(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('header')!.children[1] as HTMLElement;
    const box = bar.getBoundingClientRect();
    const style = getComputedStyle(bar);
    return {
      left: box.left + parseFloat(style.paddingLeft),
      right: box.right - parseFloat(style.paddingRight),
    };
  });
}

test.describe('layout', () => {
  test('at 1280 px the form box ends at the header content edge', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const locale of locales) {
      await page.goto(contacts(locale));
      const edges = await headerContentEdges(page);
      const form = (await page
        .locator('form[aria-labelledby="contact-form-heading"]')
        .boundingBox())!;
      expect(Math.abs(form.x + form.width - edges.right)).toBeLessThanOrEqual(1);
      const details = (await page.getByRole('main').locator('dl').first().boundingBox())!;
      expect(Math.abs(details.x - edges.left)).toBeLessThanOrEqual(1);
    }
  });

  for (const width of [320, 375]) {
    test(`at ${width} px every field fits the screen at a readable size`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(contacts('ka'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const fields = [
        page.getByLabel('თემა', { exact: true }),
        page.getByLabel('სახელი'),
        emailField(page),
        phoneField(page),
        page.getByLabel('შეტყობინება'),
      ];
      for (const field of fields) {
        const box = (await field.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.width).toBeGreaterThanOrEqual(200);
        const size = await field.evaluate((element) =>
          parseFloat(getComputedStyle(element).fontSize),
        );
        expect(size).toBeGreaterThanOrEqual(16);
      }
      for (const radio of await page.getByRole('radio').all()) {
        // The label around each choice is a 44 px target.
        const label = (await radio.locator('xpath=..').boundingBox())!;
        expect(label.height).toBeGreaterThanOrEqual(44);
        expect(label.x + label.width).toBeLessThanOrEqual(width);
      }
    });
  }
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
