import { createTranslator } from 'use-intl/core';
import ka from '../messages/cms/ka.json';
import en from '../messages/cms/en.json';
import { both } from './fields/two-languages';

type Group = 'issues' | 'rules';
type Values = Record<string, string | number>;
/** A translator of one group, keyed loosely inside; dealerWords() types the keys of the group. */
type Translate = (key: string, values: Values) => string;

/**
 * The content check's messages of one group of messages/cms/, each in both languages as the
 * check gives them (both(): Georgian, then English).
 */
export function dealerWords<G extends Group>(group: G) {
  const say = (messages: typeof ka | typeof en, locale: 'ka' | 'en') =>
    createTranslator({ locale, messages, namespace: group }) as unknown as Translate;
  const [inKa, inEn] = [say(ka, 'ka'), say(en, 'en')];
  return (key: keyof (typeof en)[G] & string, values: Values = {}) =>
    both(inKa(key, values), inEn(key, values));
}
