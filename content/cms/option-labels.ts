import {
  availabilityStatuses,
  categoryIcons,
  currencies,
  galleryTags,
  offerCategories,
  paperFormats,
  productTypes,
  specKeys,
} from '../constants';
import type { InBoth } from '../fields/two-languages';
import { choiceLabels, labelOf } from './labels';

/** The parts of the site's messages (messages/ka.json, en.json) that name content choices. */
export interface ChoiceMessages {
  ProductSpecs: Record<string, string>;
  CatalogBrowser: { types: Record<string, string> };
  ProductTerms: Record<string, string>;
  ProductGallery: Record<string, string>;
  SpecialOffers: { tabs: Record<string, string> };
}

type Options = Record<string, InBoth>;
const l = (ka: string, en: string): InBoth => ({ ka, en });

const asWritten = (values: readonly string[]): Options =>
  Object.fromEntries(values.map((v) => [v, l(v, v)]));

/** The label of every choice of every select field, by the field's path or, else, its name. */
export function optionLabels(messages: { ka: ChoiceMessages; en: ChoiceMessages }) {
  const fromMessages = (
    values: readonly string[],
    pick: (m: ChoiceMessages) => Record<string, string>,
  ): Options =>
    Object.fromEntries(
      values.map((v) => [v, l(pick(messages.ka)[v] ?? v, pick(messages.en)[v] ?? v)]),
    );
  const specs = fromMessages(specKeys, (m) => m.ProductSpecs);
  const types = fromMessages(productTypes, (m) => m.CatalogBrowser.types);
  const byName: Record<string, Options> = {
    status: fromMessages(availabilityStatuses, (m) => m.ProductTerms),
    currency: choiceLabels('currency') satisfies Record<(typeof currencies)[number], InBoth>,
    format: asWritten(paperFormats),
    tags: fromMessages(galleryTags, (m) => m.ProductGallery),
    key: specs,
  };
  const weekDays = choiceLabels('weekDays');
  const byPath: Record<string, Options> = {
    'products.type': types,
    // The filters a category offers: the specifications and the fields of those names.
    'categories.facets': {
      ...specs,
      type: labelOf('products', ['type'])!,
      format: labelOf('products', ['format'])!,
    },
    'categories.group': choiceLabels('categories.group'),
    'categories.icon': choiceLabels('categories.icon') satisfies Record<
      (typeof categoryIcons)[number],
      InBoth
    >,
    'heroSlides.type': choiceLabels('heroSlides.type'),
    'offers.type': choiceLabels('offers.type'),
    'offers.category': fromMessages(offerCategories, (m) => m.SpecialOffers.tabs),
    'services.icon': choiceLabels('services.icon'),
    'company.hours.days': weekDays,
    'company.hours.otherDays.days': weekDays,
  };
  return { byName, byPath };
}
export type OptionLabels = ReturnType<typeof optionLabels>;
