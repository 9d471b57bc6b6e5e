import { both } from './two-languages';

/** A Georgian word is two Georgian letters in a row, so a stray letter does not pass as Georgian. */
const georgianWord = /[\u10A0-\u10FF\u1C90-\u1CBF\u2D00-\u2D2F]{2}/;

export const hasGeorgianWord = (text: string): boolean => georgianWord.test(text);

export const georgianTextMessage = both(
  'უნდა შეიცავდეს ქართულ სიტყვას (ქართული ასოებით); მის გვერდით რიცხვები, ერთეულები და ლათინური კოდები დასაშვებია',
  'must contain a Georgian word (in Georgian letters); numbers, units and Latin model codes may stand beside it',
);

const units = new Set(
  'mm cm m km µm g kg mg gsm l ml dpi ppi ppm ipm cpm rpm s ms min h in x pcs'.split(' '),
);

/** Every Latin word a unit (dpi) or a name or code, with a capital or a digit (USB 2.0, C3030). */
const onlyUnitsAndCodes = (text: string): boolean =>
  (text.match(/[A-Za-z0-9µ]*[A-Za-z][A-Za-z0-9]*/g) ?? []).every(
    (word) => units.has(word) || /[A-Z0-9]/.test(word),
  );

export const isGeorgianSpecValue = (text: string): boolean =>
  hasGeorgianWord(text) || onlyUnitsAndCodes(text);

export const georgianSpecValueMessage = both(
  'უნდა შეიცავდეს ქართულ სიტყვას, ან მხოლოდ რიცხვებს, ერთეულებს (mm, kg, dpi) და დიდი ასოთი დაწერილ სახელებსა და კოდებს (USB 2.0, Ethernet, C3030)',
  'must contain a Georgian word, or only numbers, units (mm, kg, dpi) and names or codes with a capital (USB 2.0, Ethernet, C3030)',
);
