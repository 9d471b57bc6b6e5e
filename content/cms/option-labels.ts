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
    currency: {
      GEL: l('ლარი (₾)', 'Lari (₾)'),
      EUR: l('ევრო (€)', 'Euro (€)'),
    } satisfies Record<(typeof currencies)[number], InBoth>,
    format: asWritten(paperFormats),
    tags: fromMessages(galleryTags, (m) => m.ProductGallery),
    key: specs,
  };
  const weekDays = {
    Mo: l('ორშაბათი', 'Monday'),
    Tu: l('სამშაბათი', 'Tuesday'),
    We: l('ოთხშაბათი', 'Wednesday'),
    Th: l('ხუთშაბათი', 'Thursday'),
    Fr: l('პარასკევი', 'Friday'),
    Sa: l('შაბათი', 'Saturday'),
    Su: l('კვირა', 'Sunday'),
  };
  const byPath: Record<string, Options> = {
    'products.type': types,
    'categories.facets': {
      ...specs,
      type: l('პროდუქტის სახეობა', 'Product type'),
      format: l('ქაღალდის ფორმატი', 'Paper format'),
    },
    'categories.group': {
      segment: l('სეგმენტი (მთავარი გვერდის ბარათები)', 'Segment (home page cards)'),
      kind: l('მოწყობილობის სახეობა', 'Kind of machine'),
    },
    'categories.icon': {
      office: l('ოფისი', 'Office'),
      professional: l('პროფესიული', 'Professional'),
      industrial: l('სამრეწველო', 'Industrial'),
      production: l('საწარმოო ბეჭდვა', 'Production printing'),
      'wide-format': l('ფართოფორმატიანი', 'Wide format'),
      guillotine: l('გილიოტინა', 'Guillotine'),
      shredder: l('შრედერი', 'Shredder'),
      laminator: l('ლამინატორი', 'Laminator'),
      accessories: l('აქსესუარები', 'Accessories'),
      supplies: l('სახარჯი მასალები', 'Supplies'),
      'uv-printer': l('UV პრინტერი', 'UV printer'),
      cutter: l('საჭრელი პლოტერი', 'Cutting plotter'),
    } satisfies Record<(typeof categoryIcons)[number], InBoth>,
    'heroSlides.type': {
      content: l('ტექსტით და ღილაკით', 'With text and a button'),
      image: l('მხოლოდ სურათი', 'Picture only'),
      product: l('პროდუქტი', 'Product'),
      service: l('მომსახურება', 'Service'),
    },
    'offers.type': {
      promotion: l('აქცია', 'Promotion'),
      discount: l('ფასდაკლება', 'Discount'),
      seasonal: l('სეზონური', 'Seasonal'),
      bundle: l('პაკეტი', 'Bundle'),
    },
    'offers.category': fromMessages(offerCategories, (m) => m.SpecialOffers.tabs),
    'services.icon': {
      maintenance: l('ტექნიკური მომსახურება', 'Maintenance'),
      rental: l('იჯარა', 'Rental'),
      consumables: l('სახარჯი მასალები', 'Consumables'),
    },
    'company.hours.days': weekDays,
    'company.hours.otherDays.days': weekDays,
  };
  return { byName, byPath };
}
export type OptionLabels = ReturnType<typeof optionLabels>;
