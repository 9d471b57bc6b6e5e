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

export const speeds = [30, 45, 80] as const;

export const paperFormats = ['A3', 'A3+', 'A4'] as const;
