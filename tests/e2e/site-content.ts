import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../../content/load';
import { basePath } from '../../site.config.mjs';
import type { FacetKey, Product } from '../../content/schema';
import { catalogPageSize } from '../../content/site-routes';
import { derivedFilters, facetOptions, type AnyFilter, type FacetOption } from './facet-oracle';

/** The content the export was built from, so browser tests derive what they expect from it. */
export const siteContent = loadSite(join(process.cwd(), 'content'), () => true);

// The dealer adds, edits and removes entries: tests pick what they need from here (never by a
// fixed id, name or count), so they hold after any valid edit (tests/checks/edited-site.mjs).
const { products, categories, offers } = siteContent;

/** Whatever the list holds, or a clear failure when the dealer's content has nothing to offer. */
function need<T>(item: T | undefined, what: string): T {
  if (item === undefined) throw new Error(`the content has no ${what} for this test`);
  return item;
}

export const pageSize = catalogPageSize;
export const productsIn = (slug: string) => products.filter((p) => p.categories.includes(slug));
/** The category with the most products: the one that pages through and gives filters work. */
export const biggestCategory = need(
  [...categories].sort((a, b) => productsIn(b.slug).length - productsIn(a.slug).length)[0],
  'category',
);
/** The first category's first product, as the catalogue lists it. */
export const aProduct = need(productsIn(biggestCategory.slug)[0], 'product');
export const productPath = (locale: 'ka' | 'en', product: Product) =>
  `${basePath}/${locale}/product/${product.id}/`;
/** The count line of the catalogue in English ("No products found", "1 product found", ...). */
export const foundText = (count: number) =>
  count === 0 ? 'No products found' : `${count} product${count === 1 ? '' : 's'} found`;
/** Today in Tbilisi (UTC+4 all year), YYYY-MM-DD: an offer runs through its last day there. */
const tbilisiToday = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
/** Still running today: no end date, or it ends today or later (in Tbilisi). */
export const isLiveToday = (offer: { validUntil?: string | null }) =>
  !offer.validUntil || offer.validUntil >= tbilisiToday;
/** Offers that narrow the catalogue (?sale= or ?package=) and are still running. */
export const liveOfferSets = offers.filter((o) => o.products.length > 0 && isLiveToday(o));
/** The full catalogue's filters, as docs/architecture.md states them; a category lists its own. */
const catalogueFilters: readonly FacetKey[] = ['type', 'speed', 'format'];
/**
 * The filters a catalogue route shows, with options and counts: each of its category's filters
 * (the full catalogue's without one) that can narrow the list, i.e. has two options or one that
 * not every product has. Computed by tests/e2e/facet-oracle.ts, not by the site's code.
 */
export function facetsOf(slug?: string): { key: AnyFilter; options: FacetOption[] }[] {
  const list = slug ? productsIn(slug) : products;
  const keys = slug
    ? need(
        categories.find((c) => c.slug === slug),
        `category ${slug}`,
      ).facets
    : catalogueFilters;
  return [...keys, ...derivedFilters]
    .map((key) => ({ key, options: facetOptions(list, key) }))
    .filter(
      ({ options }) => options.length > 1 || (options[0] ? options[0].count < list.length : false),
    );
}
/** A product's option values for a filter (the oracle's own keys, matched against options). */
export const valuesOf = (product: Product, key: AnyFilter) =>
  facetOptions([product], key).map((o) => o.value);

type Messages = {
  CatalogBrowser: Record<string, string> & {
    types: Record<string, string>;
    derived: Record<string, { legend: string; options: Record<string, string> } | undefined>;
  };
  ProductSpecs: Record<string, string>;
};
/** The interface text the export was built with, for labels the content does not hold. */
export const messages = {
  ka: JSON.parse(readFileSync(join(process.cwd(), 'messages/ka.json'), 'utf8')) as Messages,
  en: JSON.parse(readFileSync(join(process.cwd(), 'messages/en.json'), 'utf8')) as Messages,
};
/** A filter's heading on the panel ("Type", "Cut width"). */
export function facetLegend(key: AnyFilter, locale: 'ka' | 'en'): string {
  const browser = messages[locale].CatalogBrowser;
  const derived = browser.derived[key];
  if (derived) return derived.legend;
  if (key === 'type') return browser.typeLegend!;
  if (key === 'format') return browser.formatLegend!;
  if (key === 'speed') return browser.speedLegend!;
  return messages[locale].ProductSpecs[key]!;
}
/** An option's text on the panel, without its count ("Printer", "45 ppm", "480 mm"). */
export function optionText(key: AnyFilter, option: FacetOption, locale: 'ka' | 'en'): string {
  if (option.label) return option.label[locale];
  const browser = messages[locale].CatalogBrowser;
  const derived = browser.derived[key];
  // The message key of "duplex-adf" is "duplexAdf".
  if (derived)
    return derived.options[option.value.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())]!;
  if (key === 'type') return browser.types[option.value]!;
  if (key === 'speed') return browser.speedOption!.replace('{speed}', option.value);
  return option.value;
}
export { need };
