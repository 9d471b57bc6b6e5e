import { both } from './two-languages';

/** The one id rule, for content and for ids from outside (a cell, a link, storage). */
export const maxEntryIdLength = 80;

export const entryIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const entryIdMessage = /* @__PURE__ */ both(
  `უნდა შედგებოდეს ლათინური პატარა ასოებისგან, ციფრებისა და დეფისისგან (a-z, 0-9, -), მაქსიმუმ ${maxEntryIdLength} სიმბოლო`,
  `must be a lowercase slug (a-z, 0-9, -) of at most ${maxEntryIdLength} characters`,
);

export const isEntryId = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= maxEntryIdLength && entryIdPattern.test(value);
