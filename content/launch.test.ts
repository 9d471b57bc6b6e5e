import { formatChecklist, launchChecklist, launchProblems } from '@/content/launch';
import { publishedContent } from '@/content/published';
import type { SiteContent } from '@/content/schema';
import { fixtureRoot } from '../tests/support/content/fixture-content';
import { loadSite } from '@/content/load';

const sample = loadSite(fixtureRoot, () => true);
const now = new Date('2027-03-02T08:00:00Z');
const files = (items: { file: string }[]) => items.map((item) => item.file);

/** The fixture with real company facts and its own texts on every page a business must have. */
function launched(site: SiteContent): SiteContent {
  const page = site.pages[0]!;
  return {
    ...site,
    company: {
      ...site.company,
      phone: '+995 32 2 47 15 90',
      email: 'info@printcentre.ge',
      telegram: 'printcentre_tbilisi',
      whatsapp: '995599471590',
      viber: undefined,
      facebook: 'https://www.facebook.com/printcentre.ge',
      invoicing: undefined,
    },
    pages: ['privacy', 'delivery-payment', 'warranty-returns'].map((slug) => ({
      ...page,
      slug,
      sample: false,
    })),
  };
}

describe('the launch checklist', () => {
  it("names the sample's placeholder facts in both languages, and production refuses them", () => {
    const { mustFix } = launchChecklist(sample);
    const email = mustFix.find((item) => item.en.startsWith('Company → E-mail'));
    expect(email).toMatchObject({ file: 'content/company.yaml' });
    expect(email!.ka).toMatch(/^კომპანია → ელფოსტა: /);
    expect(files(mustFix)).toEqual(
      expect.arrayContaining([
        'content/pages/delivery-payment.yaml',
        'content/pages/warranty-returns.yaml',
      ]),
    );
    expect(launchProblems(launchChecklist(sample)).length).toBe(mustFix.length);
  });

  it('with real facts and pages, nothing blocks; sample partners and products without a photo are hidden', () => {
    const checklist = launchChecklist(launched(sample));
    expect(checklist.mustFix).toEqual([]);
    // Every fixture partner links to a reserved example domain; every product has only drawings.
    expect(files(checklist.hidden).sort()).toEqual(
      [
        ...sample.partners.map((p) => `content/partners/${p.id}.yaml`),
        ...sample.products.map((p) => `content/products/${p.id}.yaml`),
      ].sort(),
    );
    expect(formatChecklist(checklist)[0]).toMatch(/^Launch checklist \(\d+\)/);
  });

  it('a product with a photo but no price is advice, not hidden', () => {
    const [first, ...rest] = sample.products;
    const photographed = {
      ...first!,
      price: undefined,
      images: [{ ...first!.images[0]!, src: '/uploads/products/c3030-front.jpg' }],
    };
    const checklist = launchChecklist(launched({ ...sample, products: [photographed, ...rest] }));
    expect(files(checklist.advice)).toEqual([`content/products/${first!.id}.yaml`]);
    expect(files(checklist.hidden)).not.toContain(`content/products/${first!.id}.yaml`);
    expect(formatChecklist({ mustFix: [], hidden: [], advice: [] })).toHaveLength(1);
  });
});

describe('what the production site leaves out', () => {
  it('sample partners and products without a photo, and the offers’ links to them', () => {
    const [first, ...rest] = sample.products;
    const photographed = {
      ...first!,
      images: [{ ...first!.images[0]!, src: '/uploads/products/c3030-front.jpg' }],
    };
    const site = launched({ ...sample, products: [photographed, ...rest] });
    const production = publishedContent(site, now, { production: true });
    expect(production.products.map((p) => p.id)).toEqual([first!.id]);
    expect(production.partners).toEqual([]);
    for (const offer of production.offers) expect(offer.products).not.toContain(rest[0]!.id);
    // Any other build is the whole sample.
    const preview = publishedContent(site, now);
    expect(preview.products).toHaveLength(sample.products.length);
    expect(preview.partners).toHaveLength(sample.partners.length);
  });

  it('a draft (hidden) category takes its products and the slides linking to it along', () => {
    const office = sample.categories.find((c) => c.slug === 'office')!;
    const site = {
      ...sample,
      categories: sample.categories.map((c) => (c === office ? { ...c, hidden: true } : c)),
    };
    const shown = publishedContent(site, now);
    expect(shown.categories.map((c) => c.slug)).not.toContain('office');
    const onlyOffice = sample.products.filter((p) => p.categories.every((c) => c === 'office'));
    for (const product of onlyOffice) expect(shown.products).not.toContainEqual(product);
    for (const slide of shown.heroSlides)
      expect(slide.content?.cta.href ?? '').not.toMatch(/^\/catalog\/office\b/);
  });

  it('a draft offer or product is out of every build', () => {
    const [product] = sample.products;
    const site = {
      ...sample,
      products: sample.products.map((p) => (p === product ? { ...p, hidden: true } : p)),
      offers: sample.offers.map((o) => ({ ...o, hidden: true })),
    };
    const shown = publishedContent(site, now);
    expect(shown.products.map((p) => p.id)).not.toContain(product!.id);
    expect(shown.offers).toEqual([]);
  });
});
