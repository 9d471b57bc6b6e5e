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

/**
 * The "Help" sheet of the workbook: what each column holds, in Georgian and English, with the
 * values an enumeration allows (read from the schema's constants; categories from the content).
 */
export interface HelpLine {
  column: string;
  ka: string;
  en: string;
  allowed?: readonly (string | number)[];
}

export function helpLines(categorySlugs: readonly string[]): HelpLine[] {
  const lines: Record<string, [string, string, HelpLine['allowed']?]> = {
    '': [
      'ცარიელი უჯრა ნიშნავს, რომ პროდუქტს ეს ველი არ აქვს. პირველ სტრიქონს (სვეტების სახელებს) ნუ შეცვლით.',
      'An empty cell means the product has none. Keep the first row (the column names) as it is.',
    ],
    "'": [
      "უჯრის დასაწყისში მდგარი ერთი აპოსტროფი (') იმპორტისას იშლება: ის იცავს =, +, - ან @ ნიშნით დაწყებულ ტექსტს, რომ პროგრამამ ფორმულად არ აღიქვას.",
      "One apostrophe (') at the start of a cell is removed on import: it keeps text starting with =, +, - or @ from running as a formula.",
    ],
    id: [
      `პროდუქტის იდენტიფიკატორი — ფაილის სახელი და გვერდის მისამართი (mono-mfp-m3030). მხოლოდ ლათინური პატარა ასოები, ციფრები და დეფისი, არაუმეტეს ${maxEntryIdLength} სიმბოლოსი. ახალი id ახალ პროდუქტს ქმნის.`,
      `The product's id: its file name and page address (mono-mfp-m3030). Lowercase Latin letters, digits and hyphens, at most ${maxEntryIdLength} characters. A new id creates a new product.`,
    ],
    order: [
      'ადგილი სიებში (მთელი რიცხვი, ზრდადობით).',
      'Position in lists (whole number, ascending).',
    ],
    type: ['პროდუქტის სახეობა.', 'Kind of product.', productTypes],
    categories: [
      'ერთი ან რამდენიმე კატეგორია, გამოყოფილი | ნიშნით.',
      'One or more categories, separated by |.',
      categorySlugs,
    ],
    speedPpm: [
      `ბეჭდვის სიჩქარე, გვერდი წუთში: მთელი რიცხვი 1–${maxSpeedPpm} (ცარიელი = არ აქვს).`,
      `Print speed in pages per minute: a whole number 1–${maxSpeedPpm} (empty = none).`,
    ],
    format: ['ქაღალდის ფორმატი (ცარიელი = არ აქვს).', 'Paper format (empty = none).', paperFormats],
    featured: [
      'გამორჩეული პროდუქტი: true, false ან ცარიელი.',
      'A featured product: true, false or empty.',
      ['true', 'false'],
    ],
    rentable: [
      'იჯარით გაიცემა (გვერდზე იჯარის ბმული ჩანს): true, false ან ცარიელი.',
      'Also rented out (the page links to the rental plans): true, false or empty.',
      ['true', 'false'],
    ],
    tags: [
      'გალერეის იარლიყები, გამოყოფილი | ნიშნით.',
      'Gallery tags, separated by |.',
      galleryTags,
    ],
    compatibleWith: [
      'სახარჯი მასალისთვის: იმ მოწყობილობების id, რომლებსაც ერგება, თითო სტრიქონზე (CSV ფაილში | ნიშნით).',
      'For supplies: the ids of the devices they fit, one per line (in a CSV file separated by |).',
    ],
    'name_ka, name_en': [
      'პროდუქტის სახელი. ქართული ტექსტი ქართული ასოებით იწერება.',
      'The product name. Georgian text is written in Georgian script.',
    ],
    'subtitle_ka, subtitle_en': [
      'ერთი სტრიქონი სახელის ქვეშ, ბარათებზე.',
      'One line under the name, on cards.',
    ],
    'description_ka, description_en': [
      'აღწერა პროდუქტის გვერდზე.',
      'The description on the product page.',
    ],
    price: [
      'ფასი რიცხვით (8900 ან 49.90); ცარიელი = „ფასი მოთხოვნით“.',
      'The price as a number (8900 or 49.90); empty = price on request.',
    ],
    price_currency: ['ვალუტა; ცარიელი = GEL (ლარი).', 'Currency; empty = GEL (lari).', currencies],
    price_from: [
      'true, თუ ეს საწყისი ფასია („-დან“).',
      'true for a starting price ("from").',
      ['true', 'false'],
    ],
    availability: [
      'მარაგშია (inStock), შეკვეთით (toOrder) თუ მარაგი ტელეფონით დასაზუსტებელია (askStock); ცარიელი = კატეგორიის მნიშვნელობა.',
      "In stock (inStock), to order (toOrder) or call to check stock (askStock); empty = the category's.",
      availabilityStatuses,
    ],
    availability_days: [
      'მიწოდების ვადა დღეებში (მხოლოდ toOrder-ისთვის, 1–365).',
      'Delivery time in days (toOrder only, 1–365).',
    ],
    'financing_ka, financing_en': [
      'ლიზინგის ან განვადების შენიშვნა; ცარიელი = კატეგორიის.',
      "A leasing or instalment note; empty = the category's.",
    ],
    'features_ka, features_en': [
      'მახასიათებლები, თითო სტრიქონზე თითო (Excel-ში ახალი სტრიქონი უჯრაში: Alt+Enter). ორივე ენაზე ერთი და იგივე რაოდენობა.',
      'Features, one per line (a new line inside a cell in Excel: Alt+Enter). The same number in both languages.',
    ],
    spec_order: [
      'სპეციფიკაციების რიგი გვერდზე, გამოყოფილი | ნიშნით; შევსებული, მაგრამ აქ დაუსახელებელი სპეციფიკაციები ბოლოს ჩვეული რიგით მოჰყვება.',
      'The order of the specification rows on the page, separated by |; filled ones it does not name follow in the standard order.',
      specKeys,
    ],
    'spec_<key>_ka, spec_<key>_en': [
      'სპეციფიკაციის მნიშვნელობა თითო ენაზე; ორივე ცარიელი = ეს სტრიქონი არ არის.',
      'A specification value in each language; both empty = no such row.',
    ],
    image_N_src: [
      'სურათის მისამართი public/ საქაღალდეში (/images/products/mfp-1.svg); მინიმუმ ერთი სურათი, გამოტოვების გარეშე; პირველი მთავარია.',
      'The image path inside public/ (/images/products/mfp-1.svg); at least one image, no gaps; the first is the main one.',
    ],
    'image_N_alt_ka, image_N_alt_en': [
      'სურათის აღწერა მათთვის, ვინც მას ვერ ხედავს.',
      'Alt text: the image described for those who cannot see it.',
    ],
    'document_N_title_ka, document_N_title_en, document_N_url': [
      'ჩამოსატვირთი ფაილის სათაური და https ბმული; მეტისთვის დაამატეთ document_2_… სვეტები.',
      'A download: title and https link; add document_2_… columns for more.',
    ],
    'video_N_title_ka, video_N_title_en, video_N_url': [
      'ვიდეოს სათაური და https ბმული.',
      'A video: title and https link.',
    ],
  };
  return Object.entries(lines).map(([column, [ka, en, allowed]]) => ({ column, ka, en, allowed }));
}
