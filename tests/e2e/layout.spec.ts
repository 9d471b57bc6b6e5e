import { expect, test } from './fixtures';
import {
  aProduct,
  biggestCategory,
  pageSize,
  productPath,
  productsIn,
  siteContent,
} from './site-content';

/** The search placeholder names the catalogue's real size, formatted for the language. */
const productCount = siteContent.products.length;
const placeholder = {
  ka: `ძიება ${new Intl.NumberFormat('ka').format(productCount)} პროდუქტში`,
  en: `Search ${new Intl.NumberFormat('en').format(productCount)} products`,
};

test.describe('header', () => {
  test('shows contacts, hours and marks the current page', async ({ page }) => {
    await page.goto('/gps-app/en/services/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /Call \+995/ })).toHaveAttribute(
      'href',
      /^tel:\+995/,
    );
    await expect(banner.getByRole('link', { name: /Write to/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    for (const name of [/Telegram/, /WhatsApp/]) {
      const link = banner.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(banner).toContainText('Mon–Sat, 10:00–18:00');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the logo link is named by the text it shows, then "(home page)"', async ({ page }) => {
    await page.goto('/gps-app/en/about/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /\(home page\)$/ })).toHaveAccessibleName(
      /^Print Centre Official gold dealer since \d{4} \(home page\)$/,
    );
    await page.goto('/gps-app/ka/about/');
    const logo = banner.getByRole('link', { name: /\(მთავარი გვერდი\)$/ });
    await expect(logo).toHaveAccessibleName(
      /^ბეჭდვის ცენტრი ოფიციალური ოქროს დილერი \d{4} წლიდან \(მთავარი გვერდი\)$/,
    );
    // Phones hide the tagline, so the name drops it too.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(logo).toHaveAccessibleName('ბეჭდვის ცენტრი (მთავარი გვერდი)');
    await logo.click();
    await expect(page).toHaveURL(/\/gps-app\/ka\/$/);
  });

  test('Georgian header reads in Georgian', async ({ page }) => {
    await page.goto('/gps-app/ka/');
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('ორშ–შაბ, 10:00–18:00');
    await expect(banner.getByRole('combobox')).toHaveAttribute('placeholder', placeholder.ka);
  });

  test('the search placeholder fits a 375 px phone whole, also for a catalogue of 10,000', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const locale of ['ka', 'en'] as const) {
      await page.goto(`/gps-app/${locale}/about/`);
      const box = page.getByRole('banner').getByRole('combobox');
      await expect(box).toHaveAttribute('placeholder', placeholder[locale]);
      const bigger = new Intl.NumberFormat(locale).format(10_000);
      const { room, widths } = await box.evaluate(async (input: HTMLInputElement, count) => {
        const style = getComputedStyle(input);
        const text = input.placeholder;
        await document.fonts.ready; // measure in the site's (preloaded) fonts, not a fallback
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        return {
          room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          widths: [text, text.replace(/\d[\d\s,.\u00a0\u202f]*\d|\d/, count)].map(
            (line) => context.measureText(line).width,
          ),
        };
      }, bigger);
      for (const width of widths) expect(width).toBeLessThanOrEqual(room);
    }
  });

  test('an empty or blank search does nothing; a real one opens the results', async ({ page }) => {
    await page.goto('/gps-app/en/about/');
    await expect(page.getByRole('combobox')).toHaveAttribute('placeholder', placeholder.en);
    const box = page.getByRole('combobox');
    // Whether each submit went ahead, read after the island's own listener has had its say.
    await page.evaluate(() => {
      const sent: boolean[] = [];
      Object.assign(window, { searchSubmits: sent });
      window.addEventListener('submit', (event) => sent.push(!event.defaultPrevented));
    });
    const submits = () =>
      page.evaluate(() => (window as unknown as { searchSubmits: boolean[] }).searchSubmits);
    await box.fill('   ');
    await box.press('Enter');
    // Stopped rather than slow: the submit happened and was cancelled, so no navigation follows.
    await expect.poll(submits).toEqual([false]);
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\/gps-app\/en\/about\/$/);
    await box.fill('UV');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/gps-app\/en\/search\/\?q=UV$/);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });
});

test.describe('footer', () => {
  test('has the description, contacts, quick links and the current year', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
    await page.goto('/gps-app/en/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Official gold dealer');
    await expect(footer).toContainText('18+ years');
    for (const name of ['Catalogue', 'Services', 'Contacts']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // A page built earlier still shows the visitor's year.
    await expect(footer).toContainText('© 2031');
  });
});

test.describe('theme', () => {
  test('the toggle switches, persists across reloads and is applied before first paint', async ({
    page,
  }) => {
    await page.goto('/gps-app/en/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('gps-theme'))).toBe('dark');
    const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBg).not.toBe(lightBg);

    // Record the theme at the very first moment the document exists, before any paint.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstTheme: string }).firstTheme =
          document.documentElement.dataset.theme ?? '';
      });
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { bodyTheme: string }).bodyTheme =
            document.documentElement.dataset.theme ?? '';
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/gps-app/ka/contacts/');
    expect(await page.evaluate(() => (window as unknown as { bodyTheme: string }).bodyTheme)).toBe(
      'dark',
    );
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBg);
    await expect(page.getByRole('button', { name: 'ღია თემაზე გადართვა' })).toBeVisible();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, closes on Escape and on navigation', async ({ page }) => {
    await page.goto('/gps-app/en/');
    // Named by its visible text; whether it is open is its expanded state, not a new name.
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await nav.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/gps-app\/en\/about\/$/);
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('reads "მენიუ" in Georgian, as it shows', async ({ page }) => {
    await page.goto('/gps-app/ka/');
    const toggle = page.getByRole('button', { name: 'მენიუ', exact: true });
    await expect(toggle).toHaveText('მენიუ');
    // The menu opens once its island has hydrated (the scripts load after the first frame).
    const nav = page.getByRole('navigation', { name: 'მთავარი ნავიგაცია' });
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(nav).toBeVisible({ timeout: 1000 });
    }).toPass();
  });

  test('without JavaScript the navigation is simply shown', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto('/gps-app/en/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await context.close();
  });
});

test.describe('scroll to top', () => {
  test('appears only past 300 px and takes the visitor back up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/gps-app/en/catalog/');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toHaveCount(0);
    // Wait for the scroll event itself (the island listens to it), not for a guessed delay.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), { once: true });
          window.scrollTo(0, 250);
        }),
    );
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});

test.describe('phone layout', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('no page scrolls sideways at 375 px, in either language', async ({ page }) => {
    for (const path of [
      '/gps-app/',
      '/gps-app/en/',
      '/gps-app/ka/catalog/',
      productPath('en', aProduct),
      '/gps-app/ka/services/',
      '/gps-app/ka/contacts/',
    ]) {
      await page.goto(path);
      expect({
        path,
        width: await page.evaluate(() => document.documentElement.scrollWidth),
      }).toEqual({ path, width: 375 });
    }
  });
});

test.describe('phone header and home', () => {
  test.use({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });

  for (const locale of ['ka', 'en'] as const) {
    test(`the header is one row and a search field; the hero is on the first screen (${locale})`, async ({
      page,
    }) => {
      await page.goto(`/gps-app/${locale}/`);
      await page.evaluate(() => document.fonts.ready);
      const banner = page.getByRole('banner');
      const header = (await banner.boundingBox())!;
      // Contacts band, then logo, language and menu in one row, then the search field.
      expect(header.height).toBeLessThanOrEqual(160);
      const logo = (await banner
        .getByRole('link', { name: /\((home page|მთავარი გვერდი)\)$/ })
        .boundingBox())!;
      const menuName = { ka: 'მენიუ', en: 'Menu' }[locale];
      const menu = (await banner
        .getByRole('button', { name: menuName, exact: true })
        .boundingBox())!;
      expect(Math.abs(logo.y + logo.height / 2 - (menu.y + menu.height / 2))).toBeLessThan(4);
      // The search field takes the whole row under them, so its placeholder has room.
      const search = (await banner.getByRole('search').boundingBox())!;
      expect(search.y).toBeGreaterThanOrEqual(menu.y + menu.height);
      expect(search.width).toBeGreaterThanOrEqual(375 - 2 * 16 - 1);
      // The carousel's current slide shows its picture on the first screen.
      const picture = page
        .locator('[aria-roledescription="slide"]:not([inert])')
        .getByRole('img')
        .first();
      const box = (await picture.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      // The gallery has its counter, not rows of wrapped dots.
      const gallery = page.locator('#gallery-heading').locator('..');
      await expect(gallery.getByText(/^\d+ \/ \d+$/)).toBeVisible();
      const title = (await gallery.getByRole('heading', { level: 3 }).textContent())!;
      const dot = locale === 'ka' ? `${title} — ნახვა` : `Show ${title}`;
      await expect(gallery.getByRole('button', { name: dot, exact: true })).toBeHidden();
    });
  }

  test('the menu opens the links and the theme toggle; the language link stays in the row', async ({
    page,
  }) => {
    await page.goto('/gps-app/en/');
    const banner = page.getByRole('banner');
    const toDark = banner.getByRole('button', { name: 'Switch to dark theme' });
    await expect(toDark).toBeHidden();
    await expect(banner.getByRole('link', { name: /GE/ })).toBeVisible();
    await banner.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(toDark).toBeVisible();
    await toDark.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('catalogue grid', () => {
  const slug = biggestCategory.slug;
  test.skip(productsIn(slug).length < 4, 'too few products for a row');

  test('a phone shows two cards a row, a 320 px one a card a row', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/gps-app/ka/catalog/${slug}/`);
    const cards = page.getByRole('main').locator('[data-pagefind-ignore] > li');
    await expect(cards).toHaveCount(Math.min(pageSize, productsIn(slug).length));
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!),
    );
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    expect(third!.y).toBeGreaterThan(first!.y);
    await page.setViewportSize({ width: 320, height: 800 });
    const [a, b] = await Promise.all([0, 1].map(async (i) => (await cards.nth(i).boundingBox())!));
    expect(b!.y).toBeGreaterThan(a!.y + a!.height);
  });

  test('without JavaScript a desktop gets the same cards as with it, four a row', async ({
    browser,
  }) => {
    const widthOf = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await page.goto(`/gps-app/en/catalog/${slug}/`);
      const cards = page.getByRole('main').locator('[data-pagefind-ignore] > li');
      const boxes = await cards.evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
      );
      await context.close();
      return { width: boxes[0]!.width, perRow: boxes.filter((b) => b.y === boxes[0]!.y).length };
    };
    const withScript = await widthOf(true);
    const without = await widthOf(false);
    expect(withScript.perRow).toBe(3);
    expect(without.perRow).toBe(Math.min(4, productsIn(slug).length));
    expect(Math.abs(without.width - withScript.width)).toBeLessThan(2);
  });
});
