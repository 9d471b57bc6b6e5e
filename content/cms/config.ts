import {
  collections,
  companyFile,
  companySchema,
  singleFiles,
  speeds,
  type CollectionName,
  type SingleFileName,
} from '../schema';
import { fieldsOf } from '../bilingual';
import { entryFields, humanize, type CmsField, type FieldOverride } from './fields';
import { mediaLibrariesFromEnv } from './media-libraries';

/** Where the admin is served and where uploads go (public/uploads → /uploads on the site). */
export const mediaFolder = 'public/uploads';
export const publicFolder = '/uploads';

const collectionLabels: Record<CollectionName, string> = {
  categories: 'Categories',
  products: 'Products',
  heroSlides: 'Home page slides',
  offers: 'Special offers',
  services: 'Services',
  serviceTopics: 'Service pages',
  partners: 'Partners',
  newsItems: 'News',
  pages: 'Information pages (delivery, warranty, leasing, privacy)',
};

const relation = (collection: CollectionName, valueField: string, display: string) => ({
  widget: 'relation',
  collection,
  value_field: valueField,
  search_fields: [display, valueField],
  display_fields: [display],
  multiple: true,
});

/** What the schema cannot say: links between collections, fixed number choices, labels. */
export const overrides: Record<string, FieldOverride> = {
  'products.categories': { widget: relation('categories', 'slug', 'name') },
  'products.speedPpm': {
    label: 'Speed (pages per minute)',
    widget: { widget: 'select', options: speeds.map((v) => ({ value: v, label: `${v} ppm` })) },
  },
  'products.specifications.key': { label: 'Specification' },
  'products.format': { label: 'Paper format' },
  'categories.facets': { label: 'Catalogue filters' },
  'offers.products': { widget: relation('products', 'id', 'name') },
  'services.topics': { widget: relation('serviceTopics', 'slug', 'title'), label: 'Service pages' },
  'partners.logo': { label: 'Logo' },
  'partners.onHome': { label: 'Shown on the home page' },
  'categories.inSidebar': { label: 'Shown in the home page sidebar' },
  'products.compatibleWith': {
    label: 'Fits these devices (supplies)',
    widget: relation('products', 'id', 'name'),
  },
  'products.price': { label: 'Price (leave out for "price on request")' },
  'products.price.amount': { label: 'Amount' },
  'products.price.from': { label: 'Starting price (shown as "from …")' },
  'products.availability': { label: 'Availability (overrides the category)' },
  'products.availability.days': { label: 'Delivery time (days, to order only)' },
  'products.financing': { label: 'Leasing or instalment note (overrides the category)' },
  'categories.availability': { label: 'Availability of its products (default)' },
  'categories.availability.days': { label: 'Delivery time (days, to order only)' },
  'categories.financing': { label: 'Leasing or instalment note of its products' },
  'categories.keywords': {
    label: 'Search keywords (one meaning per line: synonyms, comma-separated)',
  },
  'categories.brandsNotSold': {
    label: 'Brands not sold, searched for (one per line: its spellings, comma-separated)',
  },
  'categories.searchWords': {
    label: 'Words in any language (Russian, everyday words): one meaning per line, comma-separated',
    hint: 'ორივე საიტზე პოულობს კატეგორიას (принтер, ксерокс, remonti). პროდუქტი სტრიქონს იღებს, თუ მისი სახელი სტრიქონის რომელიმე სიტყვას შეიცავს, ამიტომ სტრიქონში ქართული და ინგლისური სიტყვაც ჩაწერეთ: „принтер, printer, პრინტერი“. / Found on both sites (принтер, ксерокс, remonti). A product gets a line when its name uses one of its words, so put the Georgian and English word on the line too: "принтер, printer, პრინტერი".',
  },
  'pages.searchWords': {
    label: 'Words in any language that find this page (one meaning per line, comma-separated)',
    hint: 'მაგ. „НДС, VAT, დღგ“ ან „доставка, delivery, მიწოდება“. ორივე საიტზე მუშაობს. / E.g. "НДС, VAT, დღგ" or "доставка, delivery, მიწოდება". Works on both sites.',
  },
  'services.searchWords': {
    label: 'Words in any language that find the services page (one meaning per line)',
    hint: 'მაგ. „ремонт, remonti, repair, შეკეთება“. / E.g. "ремонт, remonti, repair, შეკეთება".',
  },
  'serviceTopics.searchWords': {
    label: 'Words in any language that find this service page (one meaning per line)',
    hint: 'მაგ. „обслуживание, maintenance, მომსახურება“. / E.g. "обслуживание, maintenance, მომსახურება".',
  },
  'categories.searchWeight': {
    label: 'Search weight (1 = normal, 2 = listed first for general words)',
  },
  'offers.eligibility': {
    label: 'Who the discount is for (short, e.g. "for education"; leave out if it is for everyone)',
  },
  'offers.currency': { label: 'Currency of the bundle prices' },
  'company.foundedYear': { label: 'Founded (year)' },
  'company.satisfactionPercent': { label: 'Satisfaction (%)' },
  'company.whatsapp': { label: 'WhatsApp number (digits only)' },
  'company.exchangeRates': { label: 'Exchange rates (lari for 1 unit; shows the lari equivalent)' },
  'company.exchangeRates.EUR': { label: 'Lari for 1 euro' },
  'company.vat': {
    label: 'VAT (დღგ)',
    hint: 'ერთი პარამეტრი მთელი საიტისთვის: ყველა ფასთან, მოთხოვნის სიასა და „მიწოდება და გადახდის“ გვერდზე ჩანს. / One setting for the whole site: shown beside every price, in the quote list and on the delivery and payment page.',
  },
  'company.vat.pricesInclude': {
    label: 'Prices include VAT',
    hint: 'ჩართულია: ფასები დღგ-ს ჩათვლითაა. გამორთულია: დღგ ფასს ემატება. / On: the prices include VAT. Off: VAT is added to them.',
  },
  'company.vat.rate': {
    label: 'VAT rate (%)',
    hint: 'დღგ-ს განაკვეთი პროცენტებში (საქართველოში 18). / The VAT rate in percent (18 in Georgia).',
  },
  'company.vat.invoice': {
    label: 'We issue VAT invoices',
    hint: 'ჩართულია: ვწერთ საგადასახადო ანგარიშ-ფაქტურას, ხოლო მოთხოვნის სიაში ჩნდება ველი „მჭირდება ანგარიშ-ფაქტურა“. / On: we issue VAT invoices, and the quote list offers "I need a VAT invoice".',
  },
  'pages.sections': { label: 'Sections' },
  'pages.sections.paragraphs': { label: 'Paragraphs' },
  'pages.sample': { label: 'Sample text (shows a note until the dealer replaces it)' },
  'products.rentable': { label: 'Also rented out (links to the rental plans)' },
  'rental.plans': { label: 'Plans (in the order shown)' },
  'rental.plans.id': { label: 'Plan id (Latin letters, for links)' },
  'rental.plans.monthlyPrice': { label: 'Monthly fee in lari (leave out for "price on request")' },
  'rental.plans.pagesIncluded': { label: 'Pages included each month' },
  'rental.plans.extraPagePrice': { label: 'Lari per page beyond those (0.05 = 5 tetri)' },
  'rental.plans.minimumMonths': { label: 'Minimum term (months)' },
  'rental.terms': { label: 'Terms every plan shares (one per line)' },
  'serviceArea.cities': { label: 'Cities the engineers travel to (the first is pre-selected)' },
  'serviceArea.cities.note': { label: 'Call-out fee or visiting days (short)' },
  'serviceArea.terms': { label: 'Terms (paragraphs)' },
};

/** The editor's names of the one-file content (content/rental.yaml, content/service-area.yaml). */
const singleFileLabels: Record<SingleFileName, string> = {
  rental: 'Rental plans',
  serviceArea: 'Service area (cities and call-out fees)',
};

/** The filters that are not specifications, as the editor lists them. */
const facetLabels = { type: 'Product type', speed: 'Speed (ppm)', format: 'Paper format' };

const longText = new Set(['description', 'summary', 'body', 'subtitle']);

export interface BackendOptions {
  name: string;
  repo?: string;
  branch: string;
  base_url?: string;
  auth_endpoint?: string;
}

/** The backend from build-time variables (docs/deploying.md, "The content editor"). */
export function backendFromEnv(env: Record<string, string | undefined>): BackendOptions {
  const backend: BackendOptions = {
    name: env.CMS_BACKEND || 'github',
    branch: env.CMS_BRANCH || 'main',
  };
  if (env.CMS_REPO) backend.repo = env.CMS_REPO;
  if (env.CMS_BASE_URL) backend.base_url = env.CMS_BASE_URL;
  if (env.CMS_AUTH_ENDPOINT) backend.auth_endpoint = env.CMS_AUTH_ENDPOINT;
  return backend;
}

/** The whole editor configuration (serialized to admin/config.yml by scripts/cms). */
export function cmsConfig(
  backend: BackendOptions,
  specLabels: Record<string, string>,
  siteUrl?: string,
  mediaLibraries: Record<string, unknown> = mediaLibrariesFromEnv({}),
) {
  const context = (collection: string) => ({
    collection,
    overrides,
    optionLabels: {
      'products.specifications.key': specLabels,
      // A filter is the product type, speed, paper format or a specification (by its label).
      'categories.facets': { ...specLabels, ...facetLabels },
    },
    longText,
  });
  const folderCollections = Object.entries(collections).map(([name, c]) => {
    const fields = entryFields(c.schema, context(name));
    const shape = fieldsOf(c.schema) ?? {};
    const titleField = ['name', 'title'].find((f) => f in shape) ?? c.idField;
    const sortable = ['order', 'date', titleField, c.idField].filter((f) => f in shape);
    return {
      name,
      label: collectionLabels[name as CollectionName],
      folder: `content/${c.folder}`,
      extension: 'yaml',
      format: 'yaml',
      create: true,
      delete: true,
      i18n: true,
      identifier_field: c.idField,
      slug: `{{${c.idField}}}`,
      summary: `{{${titleField}}}`,
      sortable_fields: {
        fields: [...new Set(sortable)],
        default: {
          field: sortable[0],
          direction: sortable[0] === 'date' ? 'descending' : 'ascending',
        },
      },
      fields,
    };
  });
  const company = {
    name: 'company',
    label: 'Company',
    i18n: true,
    files: [
      {
        name: 'company',
        label: 'Company details',
        file: `content/${companyFile}`,
        format: 'yaml',
        i18n: true,
        fields: entryFields(companySchema, context('company')),
      },
      ...Object.entries(singleFiles).map(([name, { file, schema }]) => ({
        name,
        label: singleFileLabels[name as SingleFileName],
        file: `content/${file}`,
        format: 'yaml',
        i18n: true,
        fields: entryFields(schema, context(name)),
      })),
    ],
  };
  return {
    backend,
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    // Empty optional fields are left out of the file: the schema rejects '' for an optional text.
    output: { omit_empty_optional_fields: true },
    media_folder: mediaFolder,
    public_folder: publicFolder,
    media_libraries: mediaLibraries,
    i18n: { structure: 'single_file', locales: ['ka', 'en'], default_locale: 'ka' },
    // No preview pane (it would only repeat the fields): the entry editor then shows the Georgian
    // and the English fields side by side, Georgian on the left.
    editor: { preview: false },
    collections: [...folderCollections, company],
  };
}

/** Every field path of a config, `a.b.c`, for comparing with the schema. */
export function configPaths(fields: CmsField[], prefix = ''): string[] {
  return fields.flatMap((f) => [
    `${prefix}${f.name}`,
    ...(f.fields ? configPaths(f.fields, `${prefix}${f.name}.`) : []),
  ]);
}

export { humanize };
