/** Enumerations shared by the schema and client islands (no zod here, so islands stay small). */
export const galleryTags = ['new', 'bestselling', 'discounts'] as const;
export const offerCategories = ['promotions', 'discounts', 'seasonal', 'bundles'] as const;

export const categoryIcons = [
  'office',
  'professional',
  'industrial',
  'production',
  'wide-format',
  'guillotine',
  'shredder',
  'laminator',
  'accessories',
  'supplies',
  'uv-printer',
  'cutter',
] as const;

/** Specification rows name one of these; their labels are in messages (ProductSpecs). */
export const specKeys = [
  'speed',
  'resolution',
  'firstPage',
  'scan',
  'paperCapacity',
  'paperWeight',
  'duplex',
  'memory',
  'interfaces',
  'dutyCycle',
  'printArea',
  'printWidth',
  'ink',
  'mediaThickness',
  'printSpeed',
  'workingArea',
  'maxSpeed',
  'tools',
  'cutWidth',
  'stackHeight',
  'sheets',
  'securityLevel',
  'particle',
  'bin',
  'entryWidth',
  'laminationWidth',
  'filmThickness',
  'warmUp',
  'compatibility',
  'yield',
  'maxSheet',
  'accuracy',
  'bladeForce',
  'clamp',
  'programs',
  'cutRate',
  'throughput',
  'laminationSpeed',
  'temperature',
  'stapling',
  'outputTray',
  'paperSize',
  'bookletSize',
  'contents',
  'drumType',
  'shelfLife',
  'storageTemperature',
  'surface',
  'whiteness',
  'pack',
  'dimensions',
  'weight',
  'power',
  'warranty',
] as const;
export type SpecKey = (typeof specKeys)[number];

export const productTypes = [
  'multifunction',
  'printer',
  'wide-format',
  'uv-printer',
  'cutter',
  'guillotine',
  'shredder',
  'laminator',
  'accessory',
  'supply',
] as const;

/** Product types with a page counter, whose owners send meter readings (printers, copiers, presses). */
export const meteredProductTypes: readonly (typeof productTypes)[number][] = [
  'multifunction',
  'printer',
  'wide-format',
];

/** The fastest machine a dealer sells prints about 150 pages a minute; more is a typing error. */
export const maxSpeedPpm = 300;

/** Paper formats of printers, copiers and paper handling, smallest first (a catalogue filter). */
export const paperFormats = ['A4', 'A3', 'SRA3', 'A3+'] as const;
export type PaperFormat = (typeof paperFormats)[number];

/** A category's filters: type, format, or a specification key ("speed" reads speedPpm first). */
export const facetKeys = ['type', 'format', ...specKeys] as const;
export type FacetKey = (typeof facetKeys)[number];

/** Currencies a price may be stated in: lari by default, euro where the dealer quotes in euro. */
export const currencies = ['GEL', 'EUR'] as const;
/** Currencies other than lari: a price in one shows its lari equivalent when the dealer gives the rate. */
export const foreignCurrencies = ['EUR'] as const;
export type Currency = (typeof currencies)[number];

/** In stock, ordered from the maker (with its delivery days), or stock the buyer checks by phone. */
export const availabilityStatuses = ['inStock', 'toOrder', 'askStock'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];
