import { createTranslator } from 'use-intl/core';
import ka from '../messages/cms/ka.json';
import en from '../messages/cms/en.json';
import { both } from './fields/two-languages';

type Group = 'issues' | 'rules' | 'launch' | 'schema' | 'files';
type Values = Record<string, string | number>;
/** A translator of one group, keyed loosely inside; dealerTexts() types the keys of the group. */
type Translate = (key: string, values: Values) => string;

/**
 * The content check's messages of one group of messages/cms/ in both languages. `values` may
 * differ by language (a page's title in each).
 */
export function dealerTexts<G extends Group>(group: G) {
  const say = (messages: typeof ka | typeof en, locale: 'ka' | 'en') =>
    createTranslator({ locale, messages, namespace: group }) as unknown as Translate;
  const [inKa, inEn] = [say(ka, 'ka'), say(en, 'en')];
  return (
    key: keyof (typeof en)[G] & string,
    values: Values | ((language: 'ka' | 'en') => Values) = {},
  ) => {
    const of = (language: 'ka' | 'en') =>
      typeof values === 'function' ? values(language) : values;
    return { ka: inKa(key, of('ka')), en: inEn(key, of('en')) };
  };
}

/** As dealerTexts(), the two languages in one string as the content check gives them (both()). */
export function dealerWords<G extends Group>(group: G) {
  const texts = dealerTexts(group);
  return (key: Parameters<typeof texts>[0], values?: Parameters<typeof texts>[1]) => {
    const { ka, en } = texts(key, values);
    return both(ka, en);
  };
}
