import { fieldsOf } from '../bilingual';
import { collections, singleFiles, type CollectionName } from '../schema';
import type { InBoth } from '../fields/two-languages';

/** What the schema cannot say about a field, keyed by `collection.path`: relations and help. */
const l = (ka: string, en: string): InBoth => ({ ka, en });

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

const idHint = l(
  'ლათინური პატარა ასოები, ციფრები და დეფისი: ფაილის სახელი და გვერდის მისამართი.',
  'Lowercase Latin letters, digits and hyphens: the file name and the page address.',
);
const orderHint = l(
  'ადგილი სიაში: ნაკლები რიცხვი წინ დგას; ცარიელი — ბოლოს. აკრეფა საჭირო არ არის: სიაში დააჭირეთ „Reorder“ და ჩანაწერები გადაათრიეთ.',
  'Position in lists: lower comes first; empty goes last. No need to type it: in the list, press Reorder and drag the entries.',
);
const timeHint = l('24-საათიანი, ს:წწ, მაგ. 10:00.', '24-hour, HH:MM, e.g. 10:00.');

const hiddenHint = l(
  'მონიშნული ჩანაწერი საიტზე, საიტის რუკაში და ძიებაში არ ჩანს, სანამ მონიშვნას არ მოხსნით.',
  'Ticked, the entry is kept off the site, the sitemap and search until you untick it.',
);
const entryBasics = Object.entries(collections).flatMap(([name, { idField, schema }]) => {
  const shape = fieldsOf(schema) ?? {};
  return [
    [`${name}.${idField}`, idHint],
    ...('order' in shape ? [[`${name}.order`, orderHint]] : []),
    ...('hidden' in shape ? [[`${name}.hidden`, hiddenHint]] : []),
  ];
});

export const hints: Record<string, InBoth> = {
  ...Object.fromEntries(entryBasics),
  'products.images': l(
    'პირველი ფოტო მთავარია: ის ჩანს კატალოგის ბარათზე და პროდუქტის გვერდის თავში. საჭიროა მინიმუმ ერთი; რიგი გადათრევით იცვლება.',
    'The first photo is the main one: the catalogue card and the top of the product page. At least one is needed; drag to reorder.',
  ),
  'products.compatibleWith': l(
    'სახარჯი მასალებისთვის: მოწყობილობები, რომლებსაც ერგება.',
    'For supplies: the devices they fit.',
  ),
  'products.price': l('ცარიელი ფასი = „ფასი მოთხოვნით“.', 'Leave it out for "price on request".'),
  'products.availability': l('ცვლის კატეგორიის მნიშვნელობას.', "Overrides the category's."),
  'products.financing': l('ცვლის კატეგორიის მნიშვნელობას.', "Overrides the category's."),
  'products.rentable': l(
    'პროდუქტის გვერდი იჯარის ტარიფებს მიუთითებს.',
    'The page links to the rental plans.',
  ),
  'offers.eligibility': l(
    'მოკლედ, მაგ. „განათლებისთვის“; ცარიელი, თუ ყველასთვისაა.',
    'Short, e.g. "for education"; leave out if it is for everyone.',
  ),
  'categories.keywords': l(
    'ერთი მნიშვნელობა სტრიქონზე, სინონიმები მძიმით.',
    'One meaning per line, synonyms comma-separated.',
  ),
  'categories.brandsNotSold': l(
    'ერთი ბრენდი სტრიქონზე, მისი დაწერილობები მძიმით („Epson, ეპსონი“).',
    'One brand per line, its spellings comma-separated ("Epson, ეპსონი").',
  ),
  'categories.searchWords': l(
    'ორივე საიტზე პოულობს კატეგორიას (принтер, ксерокс, remonti). პროდუქტი სტრიქონს იღებს, თუ მისი სახელი სტრიქონის რომელიმე სიტყვას შეიცავს, ამიტომ სტრიქონში ქართული და ინგლისური სიტყვაც ჩაწერეთ: „принтер, printer, პრინტერი“.',
    'Found on both sites (принтер, ксерокс, remonti). A product gets a line when its name uses one of its words, so put the Georgian and English word on the line too: "принтер, printer, პრინტერი".',
  ),
  'categories.searchWeight': l(
    '1 = ჩვეულებრივი, 2 = ზოგადი სიტყვებით პირველი ჩანს.',
    '1 = normal, 2 = listed first for general words.',
  ),
  'pages.searchWords': l(
    'მაგ. „НДС, VAT, დღგ“ ან „доставка, delivery, მიწოდება“. ორივე საიტზე მუშაობს.',
    'E.g. "НДС, VAT, დღგ" or "доставка, delivery, მიწოდება". Works on both sites.',
  ),
  'services.searchWords': l(
    'მაგ. „ремонт, remonti, repair, შეკეთება“.',
    'E.g. "ремонт, remonti, repair, შეკეთება".',
  ),
  'search.notSold': l(
    'ერთი რამ სტრიქონზე, მისი სახელები ნებისმიერ ენაზე, მძიმით („ლეპტოპი, ნოუთბუქი, laptop, ноутбук“). ასეთი ძიება ამბობს, რომ ამას არ ვყიდით, და გვერდზე ჩვენთან დაკავშირების გზებს აჩვენებს.',
    'One thing per line, its spellings in any language comma-separated ("ლეპტოპი, ნოუთბუქი, laptop, ноутбук"). Such a search says that we do not sell it and shows the ways to reach us.',
  ),
  'serviceTopics.searchWords': l(
    'მაგ. „обслуживание, maintenance, მომსახურება“.',
    'E.g. "обслуживание, maintenance, მომსახურება".',
  ),
  'pages.sample': l(
    'ჩართულია: გვერდზე ჩანს შენიშვნა, რომ ტექსტი ნიმუშია.',
    'On: the page says the text is a sample.',
  ),
  'company.hours.opens': timeHint,
  'company.hours.closes': timeHint,
  'company.hours.otherDays': l(
    'მაგ. შაბათი 10:00–15:00. დღე, რომელიც არც აქ არის და არც ზემოთ, დასვენების დღეა.',
    'E.g. Saturday 10:00–15:00. A day neither here nor above is a day off.',
  ),
  'company.hours.otherDays.opens': timeHint,
  'company.hours.otherDays.closes': timeHint,
  'company.exchangeRates': l(
    'ლარი ერთ ერთეულზე: ევროში მითითებულ ფასს ლარის ეკვივალენტიც მიეწერება.',
    'Lari for one unit: a price in euro then shows its lari equivalent.',
  ),
  'company.vat': l(
    'ერთი პარამეტრი მთელი საიტისთვის: ყველა ფასთან, მოთხოვნის სიასა და „მიწოდება და გადახდის“ გვერდზე ჩანს.',
    'One setting for the whole site: shown beside every price, in the quote list and on the delivery and payment page.',
  ),
  'company.vat.pricesInclude': l(
    'ჩართულია: ფასები დღგ-ს ჩათვლითაა. გამორთულია: დღგ ფასს ემატება.',
    'On: the prices include VAT. Off: VAT is added to them.',
  ),
  'company.vat.rate': l(
    'დღგ-ს განაკვეთი პროცენტებში (საქართველოში 18).',
    'The VAT rate in percent (18 in Georgia).',
  ),
  'company.vat.invoice': l(
    'ჩართულია: ვწერთ საგადასახადო ანგარიშ-ფაქტურას, ხოლო მოთხოვნის სიაში ჩნდება ველი „მჭირდება ანგარიშ-ფაქტურა“.',
    'On: we issue VAT invoices, and the quote list offers "I need a VAT invoice".',
  ),
  'rental.plans.monthlyPrice': l(
    'ცარიელი = „ფასი მოთხოვნით“.',
    'Leave it out for "price on request".',
  ),
  'rental.plans.extraPagePrice': l('0.05 = 5 თეთრი.', '0.05 = 5 tetri.'),
  ...Object.fromEntries(
    Object.keys(singleFiles.requestAnswers.schema.shape).map((kind) => [
      `requestAnswers.${kind}`,
      l(
        'რა მოხდება შემდეგ: ეს ტექსტი მიდის წერილში, რომელსაც მომხმარებელი ფორმის გაგზავნის შემდეგ იღებს, თუ ელფოსტა მიუთითა. მისალმებას, მოთხოვნის ნომერს, კომპანიის ტელეფონსა და ელფოსტას საიტი თავად ამატებს.',
        'What happens next: this text goes into the e-mail a customer gets after sending the form, when they gave an e-mail address. The site adds the greeting, the reference number and the company phone and e-mail itself.',
      ),
    ]),
  ),
  'serviceArea.cities': l(
    'პირველი ქალაქი მოთხოვნის ფორმაში წინასწარაა არჩეული.',
    'The first city is pre-selected in the request form.',
  ),
};
