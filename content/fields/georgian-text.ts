import { both } from './two-languages';

/**
 * The rule for the Georgian side of a text: it is written in Georgian, yet may hold numbers,
 * units and Latin model codes beside the Georgian words ("C3030-ის ფოტო, წინა ხედი"). A Georgian
 * word is two Georgian letters in a row (Mkhedruli, Mtavruli capitals or the older scripts), so
 * a stray letter does not pass an English sentence off as Georgian.
 */
const georgianWord = /[\u10A0-\u10FF\u1C90-\u1CBF\u2D00-\u2D2F]{2}/;

export const hasGeorgianWord = (text: string): boolean => georgianWord.test(text);

export const georgianTextMessage = both(
  'უნდა შეიცავდეს ქართულ სიტყვას (ქართული ასოებით); მის გვერდით რიცხვები, ერთეულები და ლათინური კოდები დასაშვებია',
  'must contain a Georgian word (in Georgian letters); numbers, units and Latin model codes may stand beside it',
);

/** Unit symbols written in small Latin letters in Georgian texts too (mm, kg, dpi). */
const units = new Set(
  'mm cm m km µm g kg mg gsm l ml dpi ppi ppm ipm cpm rpm s ms min h in x pcs'.split(' '),
);

/**
 * Whether every Latin word of a text is a unit (dpi, mm) or a name or code, which has a capital
 * or a digit (USB 2.0, Ethernet, C3030, eMMC): a value with nothing to translate.
 */
const onlyUnitsAndCodes = (text: string): boolean =>
  (text.match(/[A-Za-z0-9µ]*[A-Za-z][A-Za-z0-9]*/g) ?? []).every(
    (word) => units.has(word) || /[A-Z0-9]/.test(word),
  );

/**
 * A specification value's Georgian side: Georgian words, or a value with nothing to translate
 * (1200 × 1200 dpi, USB 2.0, A4), which is then written the same in both languages.
 */
export const isGeorgianSpecValue = (text: string): boolean =>
  hasGeorgianWord(text) || onlyUnitsAndCodes(text);

export const georgianSpecValueMessage = both(
  'უნდა შეიცავდეს ქართულ სიტყვას, ან მხოლოდ რიცხვებს, ერთეულებს (mm, kg, dpi) და დიდი ასოთი დაწერილ სახელებსა და კოდებს (USB 2.0, Ethernet, C3030)',
  'must contain a Georgian word, or only numbers, units (mm, kg, dpi) and names or codes with a capital (USB 2.0, Ethernet, C3030)',
);
