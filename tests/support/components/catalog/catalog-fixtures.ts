import type { ComponentProps } from 'react';
import compile from 'icu-minify/compile';
import messages from '@/messages/en.json';
import { compiledLabels } from '../compiled-labels';
import type { CatalogBrowser } from '@/components/catalog/CatalogBrowser';
import type { PriceValue } from '@/lib/catalog-sort';

type Props = ComponentProps<typeof CatalogBrowser>;

// The English words as the server hands them over: templates ("{count}") compiled.
const words = compiledLabels(messages.CatalogBrowser, [
  'count',
  'showMore',
  'saleChip',
  'packageChip',
  'removeChip',
  'onRequestShown',
  'onRequestHidden',
  'priceChipRange',
  'priceChipMin',
  'priceChipMax',
  'offerHeading',
  'saleAllHeading',
  'showResults',
] as const);
export const browserLabels: Props['labels'] = {
  filtersHeading: words.filtersHeading,
  showFilters: words.showFilters,
  hideFilters: words.hideFilters,
  all: words.all,
  count: words.count,
  loading: words.loading,
  loadError: words.loadError,
  resetFilters: words.resetFilters,
  emptyHint: words.emptyHint,
  showMore: words.showMore,
  activeFilters: words.activeFilters,
  saleChip: words.saleChip,
  saleAllChip: words.saleAllChip,
  packageChip: words.packageChip,
  removeChip: words.removeChip,
  sortLabel: words.sortLabel,
  sortOptions: words.sortOptions,
  priceLegend: words.priceLegend,
  priceMin: words.priceMin,
  priceMax: words.priceMax,
  priceApply: words.priceApply,
  onRequest: {
    hide: words.onRequestHide,
    shown: words.onRequestShown,
    hidden: words.onRequestHidden,
    include: words.onRequestInclude,
  },
  priceChipRange: words.priceChipRange,
  priceChipMin: words.priceChipMin,
  priceChipMax: words.priceChipMax,
  offerHeading: words.offerHeading,
  saleAllHeading: words.saleAllHeading,
  offerTerms: words.offerTerms,
  typeTitles: words.typeTitles,
  showResults: words.showResults,
};

const card = messages.ProductCard;
export const cardLabels: Props['cardLabels'] = {
  speed: compile(card.speed),
  facts: {},
  price: card.price,
  ask: card.ask,
  askLabel: compile(card.askLabel),
  lists: compiledLabels(messages.ListToggles, ['addLabel', 'removeLabel', 'compareLabel'] as const),
};

/** Two filters, as labelledFacets() (components/catalog/facetLabels.ts) labels them; shredders are an option no product has. */
export const facets: Props['facets'] = [
  {
    id: 'type',
    legend: words.typeLegend,
    options: [
      { value: 'printer', label: words.types.printer },
      { value: 'multifunction', label: words.types.multifunction },
      { value: 'shredder', label: words.types.shredder },
    ],
  },
  {
    id: 'format',
    legend: words.formatLegend,
    options: [
      { value: 'A4', label: 'A4' },
      { value: 'A3', label: 'A3' },
    ],
  },
];

/** Prices: printer 2 ₾1,500, printer 1 ₾500, MFP 1 €900; MFP 2 is tagged new. */
const prices: Record<string, PriceValue> = {
  'printer-1': { amount: 500, currency: 'GEL' },
  'printer-2': { amount: 1500, currency: 'GEL' },
  'multifunction-1': { amount: 900, currency: 'EUR' },
};

const product = (index: number, type: string, format: string) => {
  const id = `${type}-${index}`;
  return {
    id,
    name: `${type === 'printer' ? 'Printer' : 'MFP'} ${index}`,
    image: null,
    facts: [],
    price: null,
    availability: null,
    facets: { type: [type], format: [format] },
    priceValue: prices[id] ?? null,
    isNew: id === 'multifunction-2',
  };
};

/** 27 printers (A4) and 3 multifunction devices (A3): more printers than one page of 24. */
export const products = [
  ...Array.from({ length: 27 }, (_, index) => product(index + 1, 'printer', 'A4')),
  ...Array.from({ length: 3 }, (_, index) => product(index + 1, 'multifunction', 'A3')),
];

/** What the build computes with nothing chosen. */
export const unfilteredCounts: Props['counts'] = {
  type: { all: 30, options: { printer: 27, multifunction: 3, shredder: 0 } },
  format: { all: 30, options: { A4: 27, A3: 3 } },
};

/** A live sale on two printers, and one that ended long ago. */
export const offerSets: Props['offerSets'] = [
  {
    id: 'spring-sale',
    kind: 'sale',
    productIds: ['printer-1', 'printer-2'],
    title: 'Spring sale',
    validUntil: null,
    lead: 'Selected printers are 25% off this spring.',
    terms: ['25% off the regular price of each product in this offer.', 'Valid until May 31, 2027'],
  },
  {
    id: 'old-sale',
    kind: 'sale',
    productIds: ['printer-3'],
    title: 'Old sale',
    validUntil: '2000-01-31',
    lead: 'An old sale.',
    terms: [],
  },
];
