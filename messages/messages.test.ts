import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '@/messages/en.json';
import ka from '@/messages/ka.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    if (typeof value === 'string') all[prefix + key] = value;
    else Object.assign(all, flatten(value, `${prefix}${key}.`));
    return all;
  }, {});
}

/** ICU argument names (`{name}`, `{count, plural, …}`) and rich-text tags (`<year>`). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z][\w]*)\s*(?:,|\})/g)) names.add(match[1]!);
  for (const match of message.matchAll(/<([a-z]+)>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

const flatEn = flatten(en as Tree);
const flatKa = flatten(ka as Tree);

describe('messages', () => {
  it('have the same keys in both languages', () => {
    expect(Object.keys(flatKa).sort()).toEqual(Object.keys(flatEn).sort());
  });

  it('use the same ICU arguments in both languages', () => {
    for (const key of Object.keys(flatEn)) {
      expect({ key, args: argumentsOf(flatKa[key] ?? '') }).toEqual({
        key,
        args: argumentsOf(flatEn[key]!),
      });
    }
  });

  it('are written in Georgian script on ka and are never empty', () => {
    // Language codes and names that are the same on every page (GE | EN, "English"), and the
    // messengers' brand names, which Georgian pages write in Latin script too.
    const sameInBothLanguages = new Set([
      'LocaleSwitch.ka',
      'LocaleSwitch.en',
      'LocaleSwitch.enName',
      'ChannelLinks.telegram',
      'ChannelLinks.whatsapp',
      'ChannelLinks.viber',
      'ChannelLinks.facebook',
      'ContactForm.replies.whatsapp',
    ]);
    for (const [key, value] of Object.entries(flatKa)) {
      expect(value.trim()).not.toBe('');
      if (sameInBothLanguages.has(key)) continue;
      // Drop simple arguments ({name}, {count, number}); plural branches keep their words.
      const withoutArguments = value.replace(
        /\{\s*\w+\s*(?:,\s*(?:number|date|time)[^{}]*)?\}/g,
        '',
      );
      // A message made only of arguments and punctuation ("{days}, {opens}–{closes}") has no words.
      if (!/\p{L}/u.test(withoutArguments)) continue;
      expect({ key, georgian: /[\u10A0-\u10FF]/.test(withoutArguments) }).toEqual({
        key,
        georgian: true,
      });
    }
  });

  it("the inbox's, the customer e-mail's and the editor's words have the same keys in both languages", () => {
    const folders = readdirSync(__dirname, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.length).toBeGreaterThan(0);
    for (const { name } of folders) {
      const [keysKa, keysEn] = ['ka', 'en'].map((lang) =>
        Object.keys(
          flatten(JSON.parse(readFileSync(join(__dirname, name, `${lang}.json`), 'utf8'))),
        ).sort(),
      );
      expect({ name, keys: keysKa }).toEqual({ name, keys: keysEn });
    }
  });

  it('contain no leftover GPS copy', () => {
    const all = JSON.stringify([en, ka]);
    expect(all).not.toMatch(/\b(GPS|GNSS|Garmin|Trimble|Leica)\b/i);
  });
});
