import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectedPrice } from './expected-price';
import { galleryTags, offerCategories } from '../../content/constants';
import { resizeReported } from './observers';
import { isLiveToday, need, siteContent } from './site-content';
import { sidebarCategories } from '../../components/home/sidebarCategories';

// Counts and links come from the content the export was built from (the dealer edits it).
const { heroSlides, categories, partners, offers, products } = siteContent;
const tagLabels = { new: 'New', bestselling: 'Bestselling', discounts: 'Discounts' } as const;
const galleryProducts = products.filter((p) => galleryTags.some((t) => p.tags.includes(t)));
/** A raster photo (it gets variants); SVG illustrations are drawings. */
const isPhoto = (src: string | undefined) => !!src && /\.(jpe?g|png|webp|avif)$/i.test(src);
const slides = heroSlides.length;
/** The carousel's label for a slide: "2 of 4". */
const slide = (n: number) => `${n} of ${slides}`;
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
/** Georgian use, written out here rather than taken from the site: "31 მაისი 2027". */
const georgianMonths =
  'იანვარი თებერვალი მარტი აპრილი მაისი ივნისი ივლისი აგვისტო სექტემბერი ოქტომბერი ნოემბერი დეკემბერი';
const georgianDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${georgianMonths.split(' ')[month! - 1]} ${year}`;
};
const offerTabs = {
  promotions: 'Promotions',
  discounts: 'Discounts',
  seasonal: 'Seasonal',
  bundles: 'Bundles',
};
/** The offer tabs shown on a day (YYYY-MM-DD): the categories with an offer running then. */
const tabsOn = (day: string) =>
  offerCategories
    .filter((c) => offers.some((o) => o.category === c && (!o.validUntil || o.validUntil >= day)))
    .map((c) => offerTabs[c]);
/** The first running promotion with an end date: its card says until when. */
const endingPromotion = offers.find(
  (o) => o.category === 'promotions' && o.validUntil && isLiveToday(o),
);

/** Embla's root: the element its ResizeObserver watches with the slides. */
const carouselViewport = '[aria-roledescription="carousel"] > div';

/**
 * The home page with its carousel started: Embla arrives in its own chunk after hydration and
 * positions the slides (an inline transform); a fake clock run before that would not move it.
 */
async function openHome(page: Page) {
  await page.goto('/gps-app/en/');
  await expect(page.locator(`${carouselViewport} > [aria-live]`)).toHaveAttribute(
    'style',
    /transform/,
  );
}

const currentSlide = (page: Page) =>
  page
    .getByRole('region', { name: 'Featured solutions' })
    .locator('[aria-roledescription="slide"]:not([inert])');

test.describe('hero carousel', () => {
  test('advances every 5 s, wraps, and stops while the pointer hovers', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(1));
    // Autoplay has started once the control offers to pause it.
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await page.clock.runFor(5_100);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(2));
    await page.clock.runFor((slides - 2) * 5_000 + 100);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(slides));
    await page.clock.runFor(5_100);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(1));

    await currentSlide(page).hover();
    await page.clock.runFor(12_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(1));
    // The hover only holds the slideshow: it is still on, so the control still offers to pause.
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await page.clock.runFor(5_100);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(2));
  });

  test('keeps playing after a resize or a phone rotated, unless the visitor paused it', async ({
    page,
  }) => {
    test.skip(slides < 3, 'fewer than three slides');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await openHome(page);
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    // Rotate: Embla re-initialises on the change of width, once its ResizeObserver reports it
    // (with a rendered frame, which the fake clock does not drive): wait for that frame.
    await page.setViewportSize({ width: 844, height: 390 });
    await resizeReported(page, carouselViewport);
    await page.clock.runFor(5_100);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(2));
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await resizeReported(page, carouselViewport);
    await page.clock.runFor(5_100);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(3));

    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await resizeReported(page, carouselViewport);
    await page.clock.runFor(11_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(3));
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('a 30 px drag snaps back, a 120 px drag changes slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay to race with
    await page.clock.install();
    await openHome(page);
    const carousel = page.getByRole('region', { name: 'Featured solutions' });
    const box = (await carousel.locator('[aria-roledescription="slide"]').first().boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;

    const drag = async (distance: number) => {
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) await page.mouse.move(x - (distance * step) / 10, y);
      await page.mouse.up();
    };

    await drag(30);
    // Past the snap-back animation (Embla's frames run on the fake clock) before "still slide 1".
    await page.clock.runFor(800);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(1));
    await drag(120);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(2));
    await drag(-120);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(1));
    await drag(-120);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(slides));
  });

  test('arrows, dots and the keyboard move it; reduced motion means no autoplay', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openHome(page);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(11_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(1));
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(slides));
    await page.getByRole('button', { name: /Show slide 2:/ }).click();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(2));
    await page.getByRole('region', { name: 'Featured solutions' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(3));
    await page.keyboard.press('ArrowLeft');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(2));
  });

  test('the pause control stops autoplay', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(5, 5);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(11_000);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', slide(1));
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });
});

test.describe('product gallery', () => {
  test('a category resets the product and image; prev/next stop at the ends', async ({ page }) => {
    await page.goto('/gps-app/en/');
    const gallery = page.getByRole('region', { name: 'Product gallery' });
    const counter = gallery.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    await expect(gallery.getByRole('button', { name: 'Previous product' })).toBeDisabled();
    await gallery.getByRole('button', { name: 'Next product' }).click();
    await gallery.getByRole('button', { name: 'Next product' }).click();
    await expect(counter).toHaveText(/^3 \/ \d+$/);
    await gallery.getByRole('button', { name: 'Show image 3' }).click();
    await expect(gallery.getByRole('button', { name: 'Show image 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const title = await gallery.getByRole('heading', { level: 3 }).textContent();

    await gallery.getByRole('button', { name: 'Bestselling' }).click();
    await expect(gallery.getByRole('button', { name: 'Bestselling' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    await expect(gallery.getByRole('button', { name: 'Show image 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(gallery.getByRole('heading', { level: 3 })).not.toHaveText(title!);

    const total = Number((await counter.textContent())!.split('/')[1]);
    for (let i = 1; i < total; i++)
      await gallery.getByRole('button', { name: 'Next product' }).click();
    await expect(counter).toHaveText(`${total} / ${total}`);
    await expect(gallery.getByRole('button', { name: 'Next product' })).toBeDisabled();
  });

  test('Learn more opens the product page', async ({ page }) => {
    await page.goto('/gps-app/ka/');
    const gallery = page.getByRole('region', { name: 'პროდუქციის გალერეა' });
    const name = await gallery.getByRole('heading', { level: 3 }).textContent();
    // The link shows "დეტალურად" and names the product for screen readers (and link lists).
    const link = gallery.getByRole('link', { name: `${name} — დეტალურად` });
    await expect(link).toContainText('დეტალურად');
    await link.click();
    await expect(page).toHaveURL(/\/gps-app\/ka\/product\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  });

  test('a photo zooms inside its own box; an illustration offers no zoom', async ({ page }) => {
    const gallery = page.getByRole('region', { name: 'Product gallery' });
    const main = gallery.locator('[data-zoomable]');
    /** Open a product in the gallery by its tag's button and its dot. */
    const show = async (product: (typeof galleryProducts)[number]) => {
      const tag = need(
        galleryTags.find((t) => product.tags.includes(t)),
        'gallery tag',
      );
      const tagButton = gallery.getByRole('button', { name: tagLabels[tag], exact: true });
      const dot = gallery.getByRole('button', { name: `Show ${product.name.en}`, exact: true });
      // The gallery switches once its island has hydrated (the scripts load after the first frame).
      await expect(async () => {
        await tagButton.click();
        await dot.click({ timeout: 1000 });
        await expect(gallery.getByRole('heading', { level: 3 })).toHaveText(product.name.en, {
          timeout: 1000,
        });
      }).toPass();
    };
    await page.goto('/gps-app/en/');

    const photo = galleryProducts.find((p) => isPhoto(p.images[0]?.src));
    if (photo) {
      await show(photo);
      await main.scrollIntoViewIfNeeded();
      await expect(main).toHaveAttribute('data-zoomable', 'true');
      await main.hover({ position: { x: 40, y: 40 } });
      const view = page.getByTestId('zoom-view');
      await expect(view).toBeVisible();
      const [zoomBox, imageBox, titleBox] = await Promise.all([
        view.boundingBox(),
        main.boundingBox(),
        gallery.getByRole('heading', { level: 3 }).boundingBox(),
      ]);
      // Inside the image's box, and so off the product's name and text beside it.
      expect(zoomBox!.x).toBeGreaterThanOrEqual(imageBox!.x);
      expect(zoomBox!.x + zoomBox!.width).toBeLessThanOrEqual(imageBox!.x + imageBox!.width + 0.5);
      expect(zoomBox!.y + zoomBox!.height).toBeLessThanOrEqual(
        imageBox!.y + imageBox!.height + 0.5,
      );
      expect(zoomBox!.x + zoomBox!.width).toBeLessThanOrEqual(titleBox!.x);
      await page.mouse.move(2, 2);
      await expect(view).toHaveCount(0);
    }

    const drawing = galleryProducts.find((p) => !isPhoto(p.images[0]?.src));
    test.skip(!drawing && !photo, 'the gallery has no products');
    if (drawing) {
      await show(drawing);
      await main.scrollIntoViewIfNeeded();
      await expect(main).toHaveAttribute('data-zoomable', 'false');
      await main.hover({ position: { x: 40, y: 40 } });
      await page.mouse.move(60, 60);
      await expect(page.getByTestId('zoom-view')).toHaveCount(0);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });
    test('there is no zoom', async ({ page }) => {
      await page.goto('/gps-app/en/');
      const main = page.locator('[data-changing]');
      await main.scrollIntoViewIfNeeded();
      await main.hover();
      await page.mouse.move(100, 200);
      await expect(page.getByTestId('zoom-view')).toHaveCount(0);
    });
  });
});

test.describe('special offers', () => {
  test('tabs switch with the mouse and the keyboard', async ({ page }) => {
    await page.goto('/gps-app/en/');
    const offers = page.getByRole('region', { name: 'Special offers' });
    const tabs = offers.getByRole('tab');
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    test.skip(!tabsOn(today).includes('Bundles'), 'no bundle is running');
    await expect(tabs).toHaveText(tabsOn(today));
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    if (endingPromotion)
      await expect(offers.getByRole('tabpanel')).toContainText(
        `Valid until ${longDate(endingPromotion.validUntil!)}`,
      );

    // The tabs switch once their island has hydrated (the scripts load after the first frame).
    const bundles = offers.getByRole('tab', { name: 'Bundles' });
    await expect(async () => {
      await bundles.click();
      await expect(bundles).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
    }).toPass();
    const panel = offers.getByRole('tabpanel');
    await expect(panel).toContainText('Regular');
    await expect(panel).toContainText('You save');
    // The bundles' prices, written through the site's one price format (lari unless stated).
    const rates = siteContent.company.exchangeRates;
    const priced = siteContent.offers.filter(
      (o) => o.category === 'bundles' && o.bundlePrice !== undefined && isLiveToday(o),
    );
    for (const offer of priced) {
      await expect(panel).toContainText(
        expectedPrice(offer.originalPrice!, offer.currency, 'en', rates),
      );
      await expect(panel).toContainText(
        expectedPrice(offer.bundlePrice!, offer.currency, 'en', rates),
      );
    }
    await expect(panel).toContainText(/\+\d+ more items?/);

    await page.keyboard.press('ArrowLeft');
    await expect(offers.getByRole('tab', { name: 'Seasonal' })).toBeFocused();
    await expect(offers.getByRole('tab', { name: 'Seasonal' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Home');
    await expect(offers.getByRole('tab', { name: 'Promotions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowLeft');
    await expect(offers.getByRole('tab', { name: 'Bundles' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await expect(offers.getByRole('tab', { name: 'Promotions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('Georgian cards use Georgian dates and one lari format; discounts show their minimum', async ({
    page,
  }) => {
    await page.goto('/gps-app/ka/');
    const offers = page.getByRole('region', { name: 'სპეციალური შეთავაზებები' });
    if (endingPromotion)
      await expect(offers.getByRole('tabpanel')).toContainText(
        georgianDate(endingPromotion.validUntil!),
      );
    await offers.getByRole('tab', { name: 'ფასდაკლებები' }).click();
    await expect(offers.getByRole('tabpanel')).toContainText('მინიმალური რაოდენობა: 5 ერთეული');
    await expect(
      offers.getByRole('tabpanel').getByRole('link', { name: /./ }).first(),
    ).toHaveAttribute('href', /\/gps-app\/ka\/contacts\/\?type=bulk-order/);
    // Bundle prices in the one Georgian format: thousands grouped, even with four digits.
    await offers.getByRole('tab', { name: 'პაკეტები' }).click();
    const bundles = offers.getByRole('tabpanel');
    const rates = siteContent.company.exchangeRates;
    for (const offer of siteContent.offers.filter(
      (o) => o.category === 'bundles' && o.bundlePrice,
    )) {
      const text = expectedPrice(offer.bundlePrice!, offer.currency, 'ka', rates);
      expect(text).toMatch(/^\d{1,3}(\s\d{3})*(,\d+)?\s[₾€]/);
      await expect(bundles).toContainText(text);
    }
  });

  test('offers that expired after the build are hidden in the browser', async ({ page }) => {
    const ends = offers
      .filter((o) => o.category === 'promotions' && isLiveToday(o))
      .map((o) => o.validUntil);
    test.skip(!ends.length || ends.some((end) => !end), 'no promotion ends');
    // The day after the last promotion ends, in Tbilisi (UTC+4): noon there.
    const last = ends.toSorted().at(-1)!;
    const dayAfter = new Date(Date.parse(`${last}T08:00:00Z`) + 86_400_000);
    await page.clock.setFixedTime(dayAfter);
    await page.goto('/gps-app/en/');
    const region = page.getByRole('region', { name: 'Special offers' });
    const shown = tabsOn(dayAfter.toISOString().slice(0, 10));
    await expect(region.getByRole('tab')).toHaveText(shown);
    await expect(region.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    await expect(region).not.toContainText(`Valid until ${longDate(last)}`);
  });
});

test.describe('home without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows slide 1, product 1 and the promotions cards, and its links work', async ({
    page,
  }) => {
    await page.goto('/gps-app/en/');
    const first = page.locator('[aria-roledescription="slide"]').first();
    await expect(first).toBeVisible();
    await expect(first.getByRole('heading')).toBeVisible();
    const gallery = page.getByRole('region', { name: 'Product gallery' });
    await expect(gallery.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(gallery.getByRole('link', { name: /^Learn more about / })).toBeVisible();
    const region = page.getByRole('region', { name: 'Special offers' });
    const ends = offers
      .filter((o) => o.validUntil && isLiveToday(o))
      .map((o) => `Valid until ${longDate(o.validUntil!)}`);
    if (ends.length)
      await expect(region.getByText(/^Valid until /).first()).toHaveText(
        new RegExp(ends.join('|')),
      );
    const href = heroSlides[0]?.content?.cta.href;
    test.skip(!href, 'the first slide has no link');
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/gps-app/en${href}/?$`));
  });
});

test('home shows the sidebar categories, the home partners and the three segment cards', async ({
  page,
}) => {
  await page.goto('/gps-app/en/');
  await expect(page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link')).toHaveText(
    sidebarCategories(categories, siteContent.products).map((c) => c.name.en),
  );
  await expect(page.getByRole('region', { name: 'Our partners' }).getByRole('img')).toHaveCount(
    partners.filter((p) => p.onHome).length,
  );
  const segments = page.getByRole('region', { name: 'Equipment for every workload' });
  for (const [name, slug] of [
    ['Office equipment', 'office'],
    ['Professional printing', 'professional'],
    ['Industrial equipment', 'industrial'],
  ]) {
    await expect(segments.getByRole('link', { name })).toHaveAttribute(
      'href',
      `/gps-app/en/catalog/${slug}/`,
    );
  }
  const banner = page.getByRole('region', { name: 'Get a quote in minutes' });
  await expect(banner.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/);
  await expect(banner.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
});

// The order banner closes the page: between it and the footer only the layout's own spacing
// (main's bottom padding and the footer's top margin), not a third margin of its own, which made
// a 143 px empty band at 1280 px.
for (const width of [375, 1280])
  test(`at ${width} px the order banner is followed by the footer without an extra band`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/gps-app/en/');
    const gap = await page.evaluate(() => {
      const banner = document.getElementById('order-banner')!.closest('section')!;
      const main = document.querySelector('main')!;
      const footer = document.querySelector('footer:not(main footer)')!;
      return {
        between: footer.getBoundingClientRect().top - banner.getBoundingClientRect().bottom,
        layout:
          parseFloat(getComputedStyle(main).paddingBottom) +
          parseFloat(getComputedStyle(footer).marginTop),
      };
    });
    expect(gap.between).toBeGreaterThan(0);
    expect(Math.abs(gap.between - gap.layout)).toBeLessThanOrEqual(1);
  });
