import { maxEntryIdLength } from '../fields/entry-id';
import {
  availabilityStatuses,
  currencies,
  galleryTags,
  paperFormats,
  productTypes,
  specKeys,
  maxSpeedPpm,
} from '../schema';
import ka from '../../messages/spreadsheet/ka.json';
import en from '../../messages/spreadsheet/en.json';

/**
 * The "Help" sheet of the workbook: what each column holds, in Georgian and English
 * (messages/spreadsheet/), with the values an enumeration allows (read from the schema's
 * constants; categories from the content).
 */
export interface HelpLine {
  column: string;
  ka: string;
  en: string;
  allowed?: readonly (string | number)[];
}

type Column = keyof typeof en.help;
const limits = { maxLength: maxEntryIdLength, maxSpeed: maxSpeedPpm };
const filled = (text: string) =>
  text.replace(/\{(maxLength|maxSpeed)\}/g, (_, name: keyof typeof limits) => String(limits[name]));

export function helpLines(categorySlugs: readonly string[]): HelpLine[] {
  const yesNo = ['true', 'false'];
  const allowed: Partial<Record<Column, HelpLine['allowed']>> = {
    type: productTypes,
    categories: categorySlugs,
    format: paperFormats,
    featured: yesNo,
    rentable: yesNo,
    tags: galleryTags,
    price_currency: currencies,
    price_from: yesNo,
    availability: availabilityStatuses,
    spec_order: specKeys,
  };
  return (Object.keys(en.help) as Column[]).map((column) => ({
    column,
    ka: filled(ka.help[column]),
    en: filled(en.help[column]),
    allowed: allowed[column],
  }));
}
