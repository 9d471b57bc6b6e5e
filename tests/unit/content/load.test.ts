/** @jest-environment node */
import { offers } from '@/content/data/offers';
import { products } from '@/content/data/products';
import { loadContent, type RawContent } from '@/content/load';
import { publicFileExists as imageExists, rawContent } from '@/content/raw';

const shipped = (): RawContent => structuredClone(rawContent);

function withFirstProduct(change: (product: Record<string, unknown>) => void): RawContent {
  const raw = shipped();
  change((raw.products as Record<string, unknown>[])[0]!);
  return raw;
}

const firstId = products[0]!.id;

describe('content schema', () => {
  it('accepts the shipped content', () => {
    const content = loadContent(shipped(), imageExists);
    expect(content.products.length).toBeGreaterThanOrEqual(40);
    expect(content.categories.filter((c) => c.inSidebar)).toHaveLength(7);
  });

  it('rejects a video link that is not https and a category named "page"', () => {
    const video = withFirstProduct(
      (p) => (p.videos = [{ title: { ka: 'ვიდეო', en: 'Video' }, url: 'javascript:alert(1)' }]),
    );
    expect(() => loadContent(video, imageExists)).toThrow(/field "videos\.0\.url"/);
    const raw = shipped();
    (raw.categories as { slug: string }[])[0]!.slug = 'page';
    expect(() => loadContent(raw, imageExists)).toThrow(/"page" is reserved/);
  });

  it('rejects an unknown category, naming file, entry and field', () => {
    const raw = withFirstProduct((p) => (p.categories = ['office', 'gps-receivers']));
    expect(() => loadContent(raw, imageExists)).toThrow(
      `content/data/products.ts: entry "${firstId}", field "categories.1": unknown category "gps-receivers"`,
    );
  });

  it('rejects a missing Georgian name', () => {
    const raw = withFirstProduct((p) => (p.name = { en: 'Only English' }));
    expect(() => loadContent(raw, imageExists)).toThrow(
      new RegExp(`content/data/products.ts: entry "${firstId}" \\(#1\\), field "name.ka"`),
    );
  });

  it('rejects Georgian text that is not in Georgian script', () => {
    const raw = withFirstProduct((p) => (p.name = { ka: 'Colour MFP', en: 'Colour MFP' }));
    expect(() => loadContent(raw, imageExists)).toThrow(
      /field "name.ka": Georgian text must be written in Georgian script/,
    );
  });

  it('rejects a duplicate id', () => {
    const raw = shipped();
    const list = raw.products as { id: string }[];
    list[1]!.id = list[0]!.id;
    expect(() => loadContent(raw, imageExists)).toThrow(
      `entry "${firstId}", field "id": duplicate id "${firstId}"`,
    );
  });

  it('rejects an image file that does not exist', () => {
    const raw = withFirstProduct((p) => {
      (p.images as { src: string }[])[2]!.src = '/images/products/missing.svg';
    });
    expect(() => loadContent(raw, imageExists)).toThrow(
      `entry "${firstId}", field "images.2.src": file public/images/products/missing.svg does not exist`,
    );
  });

  it('rejects javascript: and plain http document links', () => {
    for (const url of ['javascript:alert(1)', 'http://www.example.com/a.pdf']) {
      const raw = withFirstProduct(
        (p) => (p.documents = [{ title: { ka: 'ბროშურა', en: 'Brochure' }, url }]),
      );
      expect(() => loadContent(raw, imageExists)).toThrow(/field "documents.0.url"/);
    }
  });

  it('rejects a broken company record naming the field', () => {
    const raw = shipped();
    (raw.company as { phone: string }).phone = 'call us';
    expect(() => loadContent(raw, imageExists)).toThrow(/content\/data\/company.ts: field "phone"/);
  });

  it('rejects an internal link to a page the site does not have', () => {
    const raw = shipped();
    (raw.offers as { cta: { href: string } }[])[0]!.cta.href = '/products/garmin-gps';
    expect(() => loadContent(raw, imageExists)).toThrow(
      `content/data/offers.ts: entry "${offers[0]!.id}", field "cta.href": link "/products/garmin-gps" is not a page of the site`,
    );
  });

  it('rejects an offer naming a product that does not exist', () => {
    const raw = shipped();
    (raw.offers as { products: string[] }[])[0]!.products = ['no-such-product'];
    expect(() => loadContent(raw, imageExists)).toThrow(
      /field "products.0": unknown product "no-such-product"/,
    );
  });

  it('rejects a bundle whose price is not below the original', () => {
    const raw = shipped();
    const bundle = (
      raw.offers as { id: string; originalPrice?: number; bundlePrice?: number }[]
    ).find((offer) => offer.bundlePrice !== undefined)!;
    bundle.bundlePrice = bundle.originalPrice! + 1;
    expect(() => loadContent(raw, imageExists)).toThrow(
      /field "bundlePrice": bundlePrice must be lower than originalPrice/,
    );
  });

  it('rejects a non-https partner site', () => {
    const raw = shipped();
    (raw.partners as { url: string }[])[0]!.url = 'javascript:alert(1)';
    expect(() => loadContent(raw, imageExists)).toThrow(
      /content\/data\/partners.ts: entry "[a-z0-9-]+" \(#1\), field "url"/,
    );
  });

  it('ships what the site promises: 4 slides, 8 offers, 3 services with 3 topics, 12 of 15 partners on home', () => {
    const content = loadContent(shipped(), imageExists);
    expect(content.heroSlides.map((s) => s.id)).toEqual([
      'office',
      'professional',
      'industrial',
      'support',
    ]);
    expect(content.offers).toHaveLength(8);
    expect(content.services.map((s) => s.id)).toEqual([
      'technical-service',
      'rental',
      'consumables',
    ]);
    expect(content.serviceTopics.map((t) => t.slug).sort()).toEqual([
      'consultation',
      'maintenance',
      'training',
    ]);
    expect(content.partners).toHaveLength(15);
    expect(content.partners.filter((p) => p.onHome)).toHaveLength(12);
    const featured = content.products.filter((p) => p.featured).map((p) => p.id);
    expect(featured).toEqual(expect.arrayContaining(['uv-flatbed-6090', 'cutting-system-6040']));
  });

  it('contains no GPS leftovers anywhere', () => {
    expect(JSON.stringify(shipped())).not.toMatch(/\b(GPS|GNSS|Garmin|Trimble|Leica)\b/i);
  });

  it('rejects an offer valid until a day that does not exist, naming the field', () => {
    const raw = shipped();
    const list = raw.offers as { id: string; validUntil?: string }[];
    const offer = list[0]!;
    offer.validUntil = '2027-02-30';
    expect(() => loadContent(raw, imageExists)).toThrow(
      new RegExp(`entry "${offer.id}".*field "validUntil": is not a real calendar date`),
    );
  });
});
