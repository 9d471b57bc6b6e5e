import { fieldsOf } from '../bilingual';
import { collections, singleFiles, type CollectionName } from '../schema';
import type { InBoth } from '../fields/two-languages';
import { both, wordsOf } from './labels';
import en from '../../messages/cms/en.json';

/** What the schema cannot say about a field, keyed by `collection.path`: relations and help. */
const relation = (collection: CollectionName, valueField: string, display: string) => ({
  widget: 'relation',
  collection,
  value_field: valueField,
  search_fields: [display, valueField],
  display_fields: [display],
  multiple: true,
});

export const widgets: Record<string, Record<string, unknown>> = {
  'products.categories': relation('categories', 'slug', 'name'),
  'products.compatibleWith': relation('products', 'id', 'name'),
  'offers.products': relation('products', 'id', 'name'),
  'services.topics': relation('serviceTopics', 'slug', 'title'),
};

// The help under a field (messages/cms/ `hints`): by path, and the ones many fields share.
const hint = (key: Exclude<keyof typeof en.hints, 'paths'>) => both((m) => m.hints[key]);
const entryBasics = Object.entries(collections).flatMap(([name, { idField, schema }]) => {
  const shape = fieldsOf(schema) ?? {};
  return [
    [`${name}.${idField}`, hint('id')],
    ...('order' in shape ? [[`${name}.order`, hint('order')]] : []),
    ...('hidden' in shape ? [[`${name}.hidden`, hint('hidden')]] : []),
  ];
});
const times = ['company.hours', 'company.hours.otherDays'].flatMap((at) => [
  `${at}.opens`,
  `${at}.closes`,
]);

export const hints: Record<string, InBoth> = {
  ...Object.fromEntries(entryBasics),
  ...wordsOf((m) => m.hints.paths),
  ...Object.fromEntries(times.map((path) => [path, hint('time')])),
  ...Object.fromEntries(
    Object.keys(singleFiles.requestAnswers.schema.shape).map((kind) => [
      `requestAnswers.${kind}`,
      hint('requestAnswer'),
    ]),
  ),
};
