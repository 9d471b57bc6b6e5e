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
  return [
    {
      column: '',
      ka: 'ცარიელი უჯრა ნიშნავს, რომ პროდუქტს ეს ველი არ აქვს. პირველ სტრიქონს (სვეტების სახელებს) ნუ შეცვლით.',
      en: 'An empty cell means the product has none. Keep the first row (the column names) as it is.',
    },
    {
      column: "'",
      ka: "უჯრის დასაწყისში მდგარი ერთი აპოსტროფი (') იმპორტისას იშლება: ის იცავს =, +, - ან @ ნიშნით დაწყებულ ტექსტს, რომ პროგრამამ ფორმულად არ აღიქვას.",
      en: "One apostrophe (') at the start of a cell is removed on import: it keeps text starting with =, +, - or @ from running as a formula.",
    },
    {
      column: 'id',
      ka: `პროდუქტის იდენტიფიკატორი — ფაილის სახელი და გვერდის მისამართი (mono-mfp-m3030). მხოლოდ ლათინური პატარა ასოები, ციფრები და დეფისი, არაუმეტეს ${maxEntryIdLength} სიმბოლოსი. ახალი id ახალ პროდუქტს ქმნის.`,
      en: `The product's id: its file name and page address (mono-mfp-m3030). Lowercase Latin letters, digits and hyphens, at most ${maxEntryIdLength} characters. A new id creates a new product.`,
    },
    {
      column: 'order',
      ka: 'ადგილი სიებში (მთელი რიცხვი, ზრდადობით).',
      en: 'Position in lists (whole number, ascending).',
    },
    { column: 'type', ka: 'პროდუქტის სახეობა.', en: 'Kind of product.', allowed: productTypes },
    {
      column: 'categories',
      ka: 'ერთი ან რამდენიმე კატეგორია, გამოყოფილი | ნიშნით.',
      en: 'One or more categories, separated by |.',
      allowed: categorySlugs,
    },
    {
      column: 'speedPpm',
      ka: `ბეჭდვის სიჩქარე, გვერდი წუთში: მთელი რიცხვი 1–${maxSpeedPpm} (ცარიელი = არ აქვს).`,
      en: `Print speed in pages per minute: a whole number 1–${maxSpeedPpm} (empty = none).`,
    },
    {
      column: 'format',
      ka: 'ქაღალდის ფორმატი (ცარიელი = არ აქვს).',
      en: 'Paper format (empty = none).',
      allowed: paperFormats,
    },
    {
      column: 'featured',
      ka: 'გამორჩეული პროდუქტი: true, false ან ცარიელი.',
      en: 'A featured product: true, false or empty.',
      allowed: ['true', 'false'],
    },
    {
      column: 'rentable',
      ka: 'იჯარით გაიცემა (გვერდზე იჯარის ბმული ჩანს): true, false ან ცარიელი.',
      en: 'Also rented out (the page links to the rental plans): true, false or empty.',
      allowed: ['true', 'false'],
    },
    {
      column: 'tags',
      ka: 'გალერეის იარლიყები, გამოყოფილი | ნიშნით.',
      en: 'Gallery tags, separated by |.',
      allowed: galleryTags,
    },
    {
      column: 'compatibleWith',
      ka: 'სახარჯი მასალისთვის: იმ მოწყობილობების id, რომლებსაც ერგება, თითო სტრიქონზე (CSV ფაილში | ნიშნით).',
      en: 'For supplies: the ids of the devices they fit, one per line (in a CSV file separated by |).',
    },
    {
      column: 'name_ka, name_en',
      ka: 'პროდუქტის სახელი. ქართული ტექსტი ქართული ასოებით იწერება.',
      en: 'The product name. Georgian text is written in Georgian script.',
    },
    {
      column: 'subtitle_ka, subtitle_en',
      ka: 'ერთი სტრიქონი სახელის ქვეშ, ბარათებზე.',
      en: 'One line under the name, on cards.',
    },
    {
      column: 'description_ka, description_en',
      ka: 'აღწერა პროდუქტის გვერდზე.',
      en: 'The description on the product page.',
    },
    {
      column: 'price',
      ka: 'ფასი რიცხვით (8900 ან 49.90); ცარიელი = „ფასი მოთხოვნით“.',
      en: 'The price as a number (8900 or 49.90); empty = price on request.',
    },
    {
      column: 'price_currency',
      ka: 'ვალუტა; ცარიელი = GEL (ლარი).',
      en: 'Currency; empty = GEL (lari).',
      allowed: currencies,
    },
    {
      column: 'price_from',
      ka: 'true, თუ ეს საწყისი ფასია („-დან“).',
      en: 'true for a starting price ("from").',
      allowed: ['true', 'false'],
    },
    {
      column: 'availability',
      ka: 'მარაგშია (inStock), შეკვეთით (toOrder) თუ მარაგი ტელეფონით დასაზუსტებელია (askStock); ცარიელი = კატეგორიის მნიშვნელობა.',
      en: "In stock (inStock), to order (toOrder) or call to check stock (askStock); empty = the category's.",
      allowed: availabilityStatuses,
    },
    {
      column: 'availability_days',
      ka: 'მიწოდების ვადა დღეებში (მხოლოდ toOrder-ისთვის, 1–365).',
      en: 'Delivery time in days (toOrder only, 1–365).',
    },
    {
      column: 'financing_ka, financing_en',
      ka: 'ლიზინგის ან განვადების შენიშვნა; ცარიელი = კატეგორიის.',
      en: "A leasing or instalment note; empty = the category's.",
    },
    {
      column: 'features_ka, features_en',
      ka: 'მახასიათებლები, თითო სტრიქონზე თითო (Excel-ში ახალი სტრიქონი უჯრაში: Alt+Enter). ორივე ენაზე ერთი და იგივე რაოდენობა.',
      en: 'Features, one per line (a new line inside a cell in Excel: Alt+Enter). The same number in both languages.',
    },
    {
      column: 'spec_order',
      ka: 'სპეციფიკაციების რიგი გვერდზე, გამოყოფილი | ნიშნით; შევსებული, მაგრამ აქ დაუსახელებელი სპეციფიკაციები ბოლოს ჩვეული რიგით მოჰყვება.',
      en: 'The order of the specification rows on the page, separated by |; filled ones it does not name follow in the standard order.',
      allowed: specKeys,
    },
    {
      column: 'spec_<key>_ka, spec_<key>_en',
      ka: 'სპეციფიკაციის მნიშვნელობა თითო ენაზე; ორივე ცარიელი = ეს სტრიქონი არ არის.',
      en: 'A specification value in each language; both empty = no such row.',
    },
    {
      column: 'image_N_src',
      ka: 'სურათის მისამართი public/ საქაღალდეში (/images/products/mfp-1.svg); მინიმუმ ერთი სურათი, გამოტოვების გარეშე; პირველი მთავარია.',
      en: 'The image path inside public/ (/images/products/mfp-1.svg); at least one image, no gaps; the first is the main one.',
    },
    {
      column: 'image_N_alt_ka, image_N_alt_en',
      ka: 'სურათის აღწერა მათთვის, ვინც მას ვერ ხედავს.',
      en: 'Alt text: the image described for those who cannot see it.',
    },
    {
      column: 'document_N_title_ka, document_N_title_en, document_N_url',
      ka: 'ჩამოსატვირთი ფაილის სათაური და https ბმული; მეტისთვის დაამატეთ document_2_… სვეტები.',
      en: 'A download: title and https link; add document_2_… columns for more.',
    },
    {
      column: 'video_N_title_ka, video_N_title_en, video_N_url',
      ka: 'ვიდეოს სათაური და https ბმული.',
      en: 'A video: title and https link.',
    },
  ];
}
