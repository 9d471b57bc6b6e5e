import {
  isPlaceholderEmail,
  isPlaceholderIban,
  isPlaceholderName,
  isPlaceholderNumber,
  isPlaceholderUrl,
} from './fields/placeholder-facts';
import { both } from './fields/two-languages';
import type { ContentProblem } from './load';
import type { SiteContent } from './schema';

export interface LaunchItem {
  file: string;
  ka: string;
  en: string;
}

export interface LaunchChecklist {
  /** Placeholder company facts and sample pages a business must have: production refuses. */
  mustFix: LaunchItem[];
  /** Sample entries the production site leaves out until the dealer replaces them. */
  hidden: LaunchItem[];
  /** Worth doing, shown as it is meanwhile (a product without a price reads "price on request"). */
  advice: LaunchItem[];
}

/** The production site (the publishing workflow's build of main) refuses or hides sample content. */
export const isProductionSite = () => process.env.SITE_STAGE === 'production';

/** The pages a business collecting personal data and selling must have, privacy first. */
export const privacyPageSlug = 'privacy';
export const requiredPages = [privacyPageSlug, 'delivery-payment', 'warranty-returns'] as const;

function placeholderFacts(company: SiteContent['company']): LaunchItem[] {
  const invoicing = company.invoicing;
  const facts: [boolean, string, string][] = [
    [isPlaceholderNumber(company.phone), 'ტელეფონი', 'Phone'],
    [isPlaceholderEmail(company.email), 'ელფოსტა', 'E-mail'],
    [isPlaceholderName(company.telegram), 'Telegram', 'Telegram'],
    [isPlaceholderNumber(company.whatsapp), 'WhatsApp', 'WhatsApp'],
    [company.viber !== undefined && isPlaceholderNumber(company.viber), 'Viber', 'Viber'],
    [company.facebook !== undefined && isPlaceholderUrl(company.facebook), 'Facebook', 'Facebook'],
    [
      invoicing !== undefined && isPlaceholderNumber(invoicing.identificationCode),
      'საიდენტიფიკაციო კოდი',
      'Identification code',
    ],
    [
      invoicing?.bank !== undefined && isPlaceholderName(invoicing.bank.ka + invoicing.bank.en),
      'ბანკი',
      'Bank',
    ],
    [invoicing?.iban !== undefined && isPlaceholderIban(invoicing.iban), 'IBAN', 'IBAN'],
  ];
  return facts
    .filter(([placeholder]) => placeholder)
    .map(([, ka, en]) => ({
      file: 'content/company.yaml',
      ka: `კომპანია → ${ka}: ჯერ კიდევ სანიმუშო მონაცემია, ჩაწერეთ ნამდვილი.`,
      en: `Company → ${en}: still a sample value; enter the real one.`,
    }));
}

export function launchChecklist(site: SiteContent): LaunchChecklist {
  const mustFix = placeholderFacts(site.company);
  const hidden: LaunchItem[] = [];
  const advice: LaunchItem[] = [];

  for (const slug of requiredPages) {
    const page = site.pages.find((p) => p.slug === slug);
    if (!page)
      mustFix.push({
        file: `content/pages/${slug}.yaml`,
        ka: `გვერდი „${slug}“ არ არსებობს: ბიზნესს ის აუცილებლად სჭირდება.`,
        en: `The page "${slug}" is missing: a business must have it.`,
      });
    else if (page.sample)
      mustFix.push({
        file: `content/pages/${slug}.yaml`,
        ka: `გვერდი „${page.title.ka}“ ჯერ სანიმუშო ტექსტია: ჩაწერეთ თქვენი პირობები და მოხსენით ნიშანი „ნიმუშის ტექსტი“.`,
        en: `The page "${page.title.en}" is still a sample text: write your own terms and untick "Sample text".`,
      });
  }
  for (const page of site.pages.filter((p) => p.sample && !isRequiredPage(p.slug)))
    hidden.push({
      file: `content/pages/${page.slug}.yaml`,
      ka: `გვერდი „${page.title.ka}“ სანიმუშოა და საიტზე არ ჩანს.`,
      en: `The page "${page.title.en}" is a sample and is not shown.`,
    });
  for (const partner of site.partners.filter(isSamplePartner))
    hidden.push({
      file: `content/partners/${partner.id}.yaml`,
      ka: `პარტნიორი „${partner.name}“ სანიმუშოა (ბმული ${partner.url}) და საიტზე არ ჩანს.`,
      en: `The partner "${partner.name}" is a sample (link ${partner.url}) and is not shown.`,
    });
  for (const product of site.products) {
    const file = `content/products/${product.id}.yaml`;
    if (!hasPhoto(product))
      hidden.push({
        file,
        ka: `პროდუქტს „${product.name.ka}“ ფოტო არ აქვს (მხოლოდ სანიმუშო ნახატი) და საიტზე არ ჩანს.`,
        en: `The product "${product.name.en}" has no photo (only a sample drawing) and is not shown.`,
      });
    else if (!product.price)
      advice.push({
        file,
        ka: `პროდუქტს „${product.name.ka}“ ფასი არ აქვს: საიტზე ეწერება „ფასი მოთხოვნით“.`,
        en: `The product "${product.name.en}" has no price: the site reads "price on request".`,
      });
  }
  return { mustFix, hidden, advice };
}

const isRequiredPage = (slug: string) => (requiredPages as readonly string[]).includes(slug);

/** A partner whose link is a reserved example address was written for the sample. */
export const isSamplePartner = (partner: SiteContent['partners'][number]) =>
  isPlaceholderUrl(partner.url);

/** A photo is a raster file or a media library's; the SVG drawings are the sample's. */
export const hasPhoto = (product: SiteContent['products'][number]) =>
  product.images.some((image) => !/\.svg$/i.test(image.src));

export function launchProblems(checklist: LaunchChecklist): ContentProblem[] {
  return checklist.mustFix.map((item) => ({ file: item.file, message: both(item.ka, item.en) }));
}

export function formatChecklist(checklist: LaunchChecklist): string[] {
  const parts: [keyof LaunchChecklist, string][] = [
    ['mustFix', 'Before the production site publishes / სანამ საიტი გამოქვეყნდება'],
    ['hidden', 'Hidden on the production site / ნამდვილ საიტზე არ ჩანს'],
    ['advice', 'Worth doing / რჩევა'],
  ];
  const total = parts.reduce((n, [key]) => n + checklist[key].length, 0);
  if (!total) return ['Launch checklist: nothing is sample any more. / სანიმუშო აღარაფერია.'];
  return [
    `Launch checklist (${total}) / გაშვების სია (${total}):`,
    ...parts
      .filter(([key]) => checklist[key].length)
      .flatMap(([key, title]) => [
        `  ${title} (${checklist[key].length}):`,
        ...checklist[key].flatMap((item) => [
          `    ${item.file}`,
          `      ${item.ka}`,
          `      ${item.en}`,
        ]),
      ]),
  ];
}
