import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { base, exportedPages, origin, outDir, pathExists } from './out-pages';
import { aProduct, biggestCategory, siteContent } from './site-content';
import { currencies } from '../../content/constants';

// Reads the built export from disk: what a crawler receives before any JavaScript runs.
const pages = exportedPages();
const meta = (page: (typeof pages)[number], selector: string, attribute = 'content') =>
  page.root.querySelector(selector)?.getAttribute(attribute);

test('the export has every route in both languages', () => {
  expect(pages.length).toBeGreaterThan(140);
  for (const locale of ['ka', 'en'])
    expect(pages.filter((p) => p.path.startsWith(`${base}/${locale}/`)).length).toBeGreaterThan(70);
});

test('every page has a title, a description, og and twitter tags, unique per language', () => {
  const seen = new Map<string, string>();
  for (const page of pages) {
    const lang = page.root.querySelector('html')?.getAttribute('lang');
    const title = page.root.querySelector('title')?.text.trim();
    const description = meta(page, 'meta[name="description"]');
    expect({ page: page.path, title: Boolean(title), description: Boolean(description) }).toEqual({
      page: page.path,
      title: true,
      description: true,
    });
    expect(meta(page, 'meta[property="og:title"]'), page.path).toBeTruthy();
    expect(meta(page, 'meta[property="og:locale"]'), page.path).toBe(
      lang === 'ka' ? 'ka_GE' : 'en_US',
    );
    expect(meta(page, 'meta[property="og:image"]'), page.path).toMatch(
      new RegExp(`^${origin}${base}/images/og/[a-z-]+\\.png$`),
    );
    expect(meta(page, 'meta[name="twitter:card"]'), page.path).toBe('summary_large_image');
    const canonical = meta(page, 'link[rel="canonical"]', 'href');
    if (canonical !== `${origin}${page.path}`) continue; // the bare root repeats /ka/ and says so
    for (const [kind, value] of [
      ['title', title],
      ['description', description],
    ] as const) {
      const key = `${lang}|${kind}|${value}`;
      expect({ page: page.path, duplicateOf: seen.get(key) }).toEqual({
        page: page.path,
        duplicateOf: undefined,
      });
      seen.set(key, page.path);
    }
  }
});

test('canonical and hreflang alternates are absolute and point at exported pages', () => {
  for (const page of pages) {
    const canonical = meta(page, 'link[rel="canonical"]', 'href');
    const expected = page.path === `${base}/` ? `${origin}${base}/ka/` : `${origin}${page.path}`;
    expect({ page: page.path, canonical }).toEqual({ page: page.path, canonical: expected });
    const alternates: Record<string, string> = Object.fromEntries(
      page.root
        .querySelectorAll('link[rel="alternate"][hreflang]')
        .map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
    );
    expect(Object.keys(alternates).sort(), page.path).toEqual(['en', 'ka', 'x-default']);
    expect(alternates['x-default'], page.path).toBe(alternates.ka);
    for (const href of Object.values(alternates)) {
      expect(href, page.path).toMatch(new RegExp(`^${origin}${base}/(ka|en)/`));
      expect(pathExists(href.slice(origin.length)), href).toBe(true);
    }
  }
});

const { company } = siteContent;
/** A price is a positive number in one of the content's currencies. */
const pricedOffer = (offer: Record<string, unknown>) => {
  const amount = offer.price ?? offer.lowPrice;
  return (
    typeof amount === 'number' &&
    amount > 0 &&
    (currencies as readonly unknown[]).includes(offer.priceCurrency)
  );
};

const required: Record<string, (data: Record<string, unknown>) => boolean> = {
  LocalBusiness: (d) => {
    const address = d.address as Record<string, string>;
    const hours = (
      d.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[]
    )[0]!;
    return (
      Boolean(d.name && d.telephone && d.email) &&
      address.addressLocality !== undefined &&
      hours.dayOfWeek.join() === 'Monday,Tuesday,Wednesday,Thursday,Friday,Saturday' &&
      hours.opens === '10:00' &&
      hours.closes === '18:00' &&
      (d.sameAs as string[]).some((url) => url.startsWith('https://t.me/')) &&
      (d.sameAs as string[]).some((url) => url.startsWith('https://wa.me/')) &&
      // The optional company fields, when the content has them.
      (!company.facebook || (d.sameAs as string[]).includes(company.facebook)) &&
      (!company.geo ||
        JSON.stringify(d.geo) ===
          JSON.stringify({
            '@type': 'GeoCoordinates',
            latitude: company.geo.lat,
            longitude: company.geo.lng,
          })) &&
      d.taxID === company.invoicing?.identificationCode
    );
  },
  // An offer only where the content states a price (product-terms.spec checks it is that price).
  Product: (d) =>
    Boolean(d.name && d.description && (d.image as string[]).length >= 3) &&
    (!('offers' in d) || pricedOffer(d.offers as Record<string, unknown>)),
  BreadcrumbList: (d) =>
    (d.itemListElement as { position: number; name: string; item: string }[]).every(
      (item, i) =>
        item.position === i + 1 && item.name && item.item.startsWith(`${origin}${base}/`),
    ),
  Offer: (d) => Boolean(d.name && d.url) && (!('price' in d) || pricedOffer(d)),
};

test('JSON-LD parses and has the required fields for its type', () => {
  const found = new Map<string, number>();
  for (const page of pages) {
    for (const script of page.root.querySelectorAll('script[type="application/ld+json"]')) {
      const parsed = JSON.parse(script.textContent) as Record<string, unknown>;
      const items = (parsed['@graph'] as Record<string, unknown>[] | undefined) ?? [parsed];
      for (const item of items) {
        const type = String(item['@type']);
        found.set(type, (found.get(type) ?? 0) + 1);
        expect({ page: page.path, type, valid: required[type]?.(item) ?? false }).toEqual({
          page: page.path,
          type,
          valid: true,
        });
      }
    }
  }
  const byPath = (suffix: string, type: string) =>
    pages
      .find((p) => p.path === `${base}${suffix}`)!
      .root.querySelectorAll('script[type="application/ld+json"]')
      .some((s) => s.textContent.includes(`"${type}"`));
  for (const path of ['/ka/', '/en/about/', '/ka/contacts/'])
    expect(byPath(path, 'LocalBusiness'), path).toBe(true);
  expect(byPath(`/en/product/${aProduct.id}/`, 'Product')).toBe(true);
  expect(byPath(`/en/product/${aProduct.id}/`, 'BreadcrumbList')).toBe(true);
  expect(byPath(`/ka/catalog/${biggestCategory.slug}/`, 'BreadcrumbList')).toBe(true);
  expect(byPath('/en/', 'Offer')).toBe(true);
  // Every product page in both languages.
  expect(found.get('Product')).toBeGreaterThanOrEqual(siteContent.products.length * 2);
});

test('sitemap.xml and the export agree, and robots.txt points at the sitemap', () => {
  const xml = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const loc of locs) expect(pathExists(loc.slice(origin.length)), loc).toBe(true);
  const indexable = pages.filter(
    (page) =>
      !(meta(page, 'meta[name="robots"]') ?? '').includes('noindex') &&
      meta(page, 'link[rel="canonical"]', 'href') === `${origin}${page.path}`,
  );
  expect(new Set(locs)).toEqual(new Set(indexable.map((page) => `${origin}${page.path}`)));
  expect(xml).toContain('hreflang="x-default"');
  expect(readFileSync(join(outDir, 'robots.txt'), 'utf8')).toContain(
    `Sitemap: ${origin}${base}/sitemap.xml`,
  );
});

test('one h1 per page, images with alt text, links with names', () => {
  for (const page of pages) {
    const body = page.root.querySelector('body')!;
    expect({ page: page.path, h1: body.querySelectorAll('h1').length }).toEqual({
      page: page.path,
      h1: 1,
    });
    for (const img of body.querySelectorAll('img')) {
      expect({
        page: page.path,
        img: img.getAttribute('src'),
        alt: img.hasAttribute('alt'),
      }).toMatchObject({ alt: true });
    }
    for (const link of body.querySelectorAll('a')) {
      const name =
        link.getAttribute('aria-label') ||
        link.text.trim() ||
        link
          .querySelectorAll('img')
          .map((img) => img.getAttribute('alt'))
          .join('');
      expect({
        page: page.path,
        href: link.getAttribute('href'),
        named: Boolean(name),
      }).toMatchObject({ named: true });
    }
  }
});
