import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import ka from '../../messages/ka.json';
import { withoutEndpoint } from './contact-page';
import { fillService, openRequest, requestPath, serviceForm } from './service-request';
import { siteContent } from './site-content';

// Cities and terms come from content/service-area.yaml: the first city is the pre-selected one.
const { cities, terms } = siteContent.serviceArea;
const messages = { ka, en } as const;
const cityLabel = { ka: /^ქალაქი/, en: /^City/ };

test.describe('where the engineers travel', () => {
  for (const locale of ['ka', 'en'] as const)
    test(`the request page names every city, its note and the terms (${locale})`, async ({
      page,
    }) => {
      await openRequest(page, requestPath(locale));
      const area = page.getByRole('region', {
        name: messages[locale].ServiceRequestPage.areaHeading,
      });
      const list = area.getByRole('list');
      await expect(list.getByRole('listitem')).toHaveText(
        cities.map((city) =>
          city.note ? `${city.name[locale]} — ${city.note[locale]}` : city.name[locale],
        ),
      );
      for (const paragraph of terms[locale]) await expect(area.getByText(paragraph)).toBeVisible();
      const select = serviceForm(page).getByLabel(cityLabel[locale]);
      await expect(select).toHaveValue(cities[0]!.name[locale]);
      await expect(select.locator('option')).toHaveText(cities.map((city) => city.name[locale]));
      // The address no longer asks for Tbilisi.
      await expect(serviceForm(page).getByText(/in Tbilisi|თბილისში/)).toHaveCount(0);
    });

  test('an office in another city sends its city, and a serial with a dash as typed', async ({
    page,
  }) => {
    test.skip(cities.length < 2, 'the dealer serves one city only');
    await withoutEndpoint(page, '**/services/request/**');
    await openRequest(page, requestPath('en'));
    await fillService(page, 'Old copier X1');
    const form = serviceForm(page);
    await form.getByLabel(/^City/).selectOption(cities[1]!.name.en);
    await form.getByLabel(/^Serial number/).fill('AB12-345');
    await form.getByRole('button', { name: 'Send the request' }).click();
    const mail = new URL(
      (await form.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href'))!,
    );
    const body = mail.searchParams.get('body') ?? '';
    expect(body).toContain(`City: ${cities[1]!.name.en}`);
    expect(body).toContain('Serial number: AB12-345');
    expect(mail.searchParams.get('subject')).toBe('Service request: Old copier X1, AB12-345');
  });

  test('serial numbers with dashes, slashes and spaces pass; others are refused', async ({
    page,
  }) => {
    await openRequest(page, requestPath('en'));
    const serial = serviceForm(page).getByLabel(/^Serial number/);
    for (const typed of ['AB12-345', 'X1/2024 77', 'ab12 cd34']) {
      await serial.fill(typed);
      expect(await serial.evaluate((input: HTMLInputElement) => input.checkValidity())).toBe(true);
    }
    await serial.fill('AB--1234');
    await serviceForm(page).getByRole('button', { name: 'Send the request' }).click();
    await expect(serial).toHaveAttribute('aria-invalid', 'true');
    await expect(serial).toHaveValue('AB--1234');
  });
});

test.describe('on a phone', () => {
  for (const locale of ['ka', 'en'] as const)
    test(`at 375 px every urgency and every city reads whole (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openRequest(page, requestPath(locale));
      const form = serviceForm(page);
      const labels = messages[locale].ServiceRequestForm.urgencies;
      for (const text of Object.values(labels)) {
        const radio = form.getByRole('radio', { name: text });
        await expect(radio).toBeVisible();
        const option = radio.locator('xpath=..');
        const fits = await option.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return element.scrollWidth <= element.clientWidth && box.right <= window.innerWidth;
        });
        expect({ text, fits }).toEqual({ text, fits: true });
      }
      await form.getByRole('radio', { name: labels.urgent }).check();
      await expect(form.getByRole('radio', { name: labels.urgent })).toBeChecked();
      // The closed city select shows its choice on one line: each city must fit beside the arrow.
      const cut = await form
        .getByLabel(cityLabel[locale])
        .evaluate((element: HTMLSelectElement) => {
          const style = getComputedStyle(element);
          const room =
            element.clientWidth -
            parseFloat(style.paddingLeft) -
            parseFloat(style.paddingRight) -
            24;
          const probe = document.createElement('span');
          probe.style.font = style.font;
          probe.style.whiteSpace = 'pre';
          probe.style.position = 'absolute';
          document.body.append(probe);
          const long = [...element.options].filter((option) => {
            probe.textContent = option.text;
            return probe.getBoundingClientRect().width > room;
          });
          probe.remove();
          return long.map((option) => option.text);
        });
      expect(cut).toEqual([]);
    });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the city starts on the first one served, urgency on normal, and a dashed serial is valid', async ({
    page,
  }) => {
    await page.goto(requestPath('ka'));
    const form = serviceForm(page);
    await expect(form.getByLabel(cityLabel.ka)).toHaveValue(cities[0]!.name.ka);
    await expect(
      form.getByRole('radio', { name: ka.ServiceRequestForm.urgencies.normal }),
    ).toBeChecked();
    const serial = form.getByLabel(/^სერიული ნომერი/);
    await serial.fill('AB12-345');
    expect(await serial.evaluate((input: HTMLInputElement) => input.checkValidity())).toBe(true);
    await serial.fill('AB12_345');
    expect(await serial.evaluate((input: HTMLInputElement) => input.checkValidity())).toBe(false);
  });
});
