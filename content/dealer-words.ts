import { createTranslator } from 'use-intl/core';
import ka from '../messages/cms/ka.json';
import en from '../messages/cms/en.json';
import { both } from './fields/two-languages';

type Values = Record<string, string | number>;
/** A translator of one namespace, keyed loosely inside; textsInBoth() types the keys. */
type Translate = (key: string, values: Values) => string;
type Language = 'ka' | 'en';

/**
 * One namespace of a pair of messages files (messages/cms/, messages/spreadsheet/) in both
 * languages, for the dealer's tools. `values` may differ by language (a page's title in each).
 */
export function textsInBoth<M extends Record<string, object>, N extends keyof M & string>(
  messages: Record<Language, M>,
  namespace: N,
) {
  const say = (locale: Language) =>
    createTranslator({
      locale,
      messages: messages[locale],
      namespace: namespace as never,
    }) as unknown as Translate;
  const [inKa, inEn] = [say('ka'), say('en')];
  return (key: keyof M[N] & string, values: Values | ((language: Language) => Values) = {}) => {
    const of = (language: Language) => (typeof values === 'function' ? values(language) : values);
    return { ka: inKa(key, of('ka')), en: inEn(key, of('en')) };
  };
}

type Group = 'issues' | 'rules' | 'launch' | 'schema' | 'files';

/** The content check's messages of one group of messages/cms/. */
export const dealerTexts = <G extends Group>(group: G) =>
  textsInBoth<typeof en, G>({ ka, en }, group);

/** As dealerTexts(), the two languages in one string as the content check gives them (both()). */
export function dealerWords<G extends Group>(group: G) {
  const texts = dealerTexts(group);
  return (key: Parameters<typeof texts>[0], values?: Parameters<typeof texts>[1]) => {
    const { ka, en } = texts(key, values);
    return both(ka, en);
  };
}
