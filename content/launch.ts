import {
  isPlaceholderEmail,
  isPlaceholderIban,
  isPlaceholderName,
  isPlaceholderNumber,
  isPlaceholderUrl,
} from './fields/placeholder-facts';
import { both } from './fields/two-languages';
import { dealerTexts } from './dealer-words';
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

const say = dealerTexts('launch');

/** The production site (the publishing workflow's build of main) refuses or hides sample content. */
export const isProductionSite = () => process.env.SITE_STAGE === 'production';

/** The pages a business collecting personal data and selling must have, privacy first. */
export const privacyPageSlug = 'privacy';
export const requiredPages = [privacyPageSlug, 'delivery-payment', 'warranty-returns'] as const;

function placeholderFacts(company: SiteContent['company']): LaunchItem[] {
  const invoicing = company.invoicing;
  const facts: [boolean, string][] = [
    [isPlaceholderNumber(company.phone), 'phone'],
    [isPlaceholderEmail(company.email), 'email'],
    [isPlaceholderName(company.telegram), 'Telegram'],
    [isPlaceholderNumber(company.whatsapp), 'WhatsApp'],
    [company.viber !== undefined && isPlaceholderNumber(company.viber), 'Viber'],
    [company.facebook !== undefined && isPlaceholderUrl(company.facebook), 'Facebook'],
    [
      invoicing !== undefined && isPlaceholderNumber(invoicing.identificationCode),
      'identificationCode',
    ],
    [
      invoicing?.bank !== undefined && isPlaceholderName(invoicing.bank.ka + invoicing.bank.en),
      'bank',
    ],
    [invoicing?.iban !== undefined && isPlaceholderIban(invoicing.iban), 'IBAN'],
  ];
  return facts
    .filter(([placeholder]) => placeholder)
    .map(([, fact]) => ({ file: 'content/company.yaml', ...say('sampleFact', { fact }) }));
}

export function launchChecklist(site: SiteContent): LaunchChecklist {
  const mustFix = placeholderFacts(site.company);
  const hidden: LaunchItem[] = [];
  const advice: LaunchItem[] = [];

  for (const slug of requiredPages) {
    const page = site.pages.find((p) => p.slug === slug);
    if (!page)
      mustFix.push({ file: `content/pages/${slug}.yaml`, ...say('missingPage', { slug }) });
    else if (page.sample)
      mustFix.push({
        file: `content/pages/${slug}.yaml`,
        ...say('samplePage', (language) => ({ title: page.title[language] })),
      });
  }
  for (const page of site.pages.filter((p) => p.sample && !isRequiredPage(p.slug)))
    hidden.push({
      file: `content/pages/${page.slug}.yaml`,
      ...say('hiddenPage', (language) => ({ title: page.title[language] })),
    });
  for (const partner of site.partners.filter(isSamplePartner))
    hidden.push({
      file: `content/partners/${partner.id}.yaml`,
      ...say('samplePartner', { name: partner.name, url: partner.url }),
    });
  for (const product of site.products) {
    const file = `content/products/${product.id}.yaml`;
    const name = (language: 'ka' | 'en') => ({ name: product.name[language] });
    if (!hasPhoto(product)) hidden.push({ file, ...say('noPhoto', name) });
    else if (!product.price) advice.push({ file, ...say('noPrice', name) });
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

/** The checklist as the command line prints it: English, then Georgian. */
export function formatChecklist(checklist: LaunchChecklist): string[] {
  const line = ({ ka, en }: { ka: string; en: string }) => `${en} / ${ka}`;
  const parts = (['mustFix', 'hidden', 'advice'] as const).filter((key) => checklist[key].length);
  const total = parts.reduce((n, key) => n + checklist[key].length, 0);
  if (!total) return [line(say('nothing'))];
  return [
    `${line(say('title', { count: total }))}:`,
    ...parts.flatMap((key) => [
      `  ${line(say(key))} (${checklist[key].length}):`,
      ...checklist[key].flatMap((item) => [
        `    ${item.file}`,
        `      ${item.ka}`,
        `      ${item.en}`,
      ]),
    ]),
  ];
}
