import { both } from './two-languages';

/**
 * The one id rule: every entry's id (a product, category, offer, …) is a lowercase slug of at most
 * 80 characters. The schema checks content with it; the spreadsheet import, the quote list and
 * compare use the same test on ids from outside (a cell, a link, storage), so an id the check
 * accepts is one every tool accepts, and a file name built from it is always short enough.
 */
export const maxEntryIdLength = 80;

export const entryIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const entryIdMessage = /* @__PURE__ */ both(
  `უნდა შედგებოდეს ლათინური პატარა ასოებისგან, ციფრებისა და დეფისისგან (a-z, 0-9, -), მაქსიმუმ ${maxEntryIdLength} სიმბოლო`,
  `must be a lowercase slug (a-z, 0-9, -) of at most ${maxEntryIdLength} characters`,
);

export const isEntryId = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= maxEntryIdLength && entryIdPattern.test(value);
