import {
  productPreview,
  type PreviewMessages,
  type PreviewSite,
  type ProductDraft,
} from '@/editor-preview/product-preview';
import { photoUrl } from '@/editor-preview/product-template';
import ka from '@/messages/ka.json';
import en from '@/messages/en.json';

const messages: Record<'ka' | 'en', PreviewMessages> = { ka, en };
const nbsp = '\u00a0';
const site: PreviewSite = {
  vat: { pricesInclude: true, rate: 18, invoice: true },
  exchangeRates: { EUR: 2.95 },
  categories: [{ slug: 'office', availability: { status: 'toOrder', days: 14 } }],
};

/** A product as the editor holds it: the Georgian values with the shared fields, the English. */
const georgian: ProductDraft = {
  name: 'ფერადი აპარატი C3030',
  subtitle: 'ფერადი A3 ბეჭდვა',
  description: 'კომპაქტური აპარატი.',
  features: ['ორმხრივი ბეჭდვა', ''],
  images: [
    { src: '/uploads/c3030-front.jpg', alt: 'წინა ხედი' },
    { src: '/uploads/c3030-side.jpg', alt: 'გვერდითი ხედი' },
  ],
  // A row whose key is not chosen yet (or unknown) is left out.
  specifications: [
    { key: 'notAKey', value: 'x' },
    { key: 'resolution', value: '1200 × 1200 dpi' },
  ],
  speedPpm: 30,
  format: 'A3',
  categories: ['office'],
  price: { amount: 12500, currency: 'GEL', from: false },
  availability: { status: 'inStock' },
};
const english: ProductDraft = {
  name: 'Colour MFP C3030',
  subtitle: 'Colour A3 printing',
  description: 'A compact device.',
  features: ['Duplex printing'],
  images: [{ src: '/uploads/c3030-front.jpg', alt: 'Front view' }],
  specifications: [{ key: 'resolution', value: '1200 × 1200 dpi' }],
};

const ofKa = (draft: ProductDraft) => productPreview(draft, draft, 'ka', site, messages.ka);
const ofEn = (shared: ProductDraft, own = english) =>
  productPreview(own, shared, 'en', site, messages.en);

describe('the product preview in the editor', () => {
  it('writes a lari price and the VAT note as the Georgian page does', () => {
    const view = ofKa(georgian);
    expect(view.name).toBe('ფერადი აპარატი C3030');
    expect(view.subtitle).toBe('ფერადი A3 ბეჭდვა');
    expect(view.price).toBe(`12${nbsp}500${nbsp}₾`);
    expect(view.vatNote).toBe('18%-იანი დღგ-ს ჩათვლით');
    expect(view.availability).toEqual({ label: 'ხელმისაწვდომობა', text: 'მარაგშია' });
  });

  it('shows the English pane its own texts with the price and stock the Georgian column holds', () => {
    const view = ofEn(georgian);
    expect(view.name).toBe('Colour MFP C3030');
    expect(view.price).toBe('₾12,500');
    expect(view.vatNote).toBe('incl. 18% VAT');
    expect(view.availability).toEqual({ label: 'Availability', text: 'In stock' });
    expect(view.photo).toEqual({ src: '/uploads/c3030-front.jpg', alt: 'Front view' });
    expect(view.description).toBe('A compact device.');
    expect(view.features).toEqual(['Duplex printing']);
  });

  it('writes a starting price and a euro price with its lari equivalent', () => {
    const from = { ...georgian, price: { amount: 12500, currency: 'GEL', from: true } };
    expect(ofEn(from).price).toBe('from ₾12,500');
    expect(ofKa(from).price).toBe(`12${nbsp}500${nbsp}₾-დან`);
    const euro = { ...georgian, price: { amount: 800, currency: 'EUR' } };
    expect(ofEn(euro).price).toBe('€800 (≈ ₾2,360)');
  });

  it('says "price on request", with no VAT note, without a price or while the amount is typed', () => {
    for (const price of [undefined, null, { amount: null }, { amount: 0 }, { amount: NaN }]) {
      const draft = { ...georgian, price };
      expect(ofKa(draft)).toMatchObject({ price: 'ფასი მოთხოვნით', vatNote: null });
      expect(ofEn(draft)).toMatchObject({ price: 'Price on request', vatNote: null });
    }
  });

  it('leaves the VAT note out when the company says nothing of VAT', () => {
    const view = productPreview(georgian, georgian, 'en', { categories: [] }, messages.en);
    expect(view.price).toBe('₾12,500');
    expect(view.vatNote).toBeNull();
  });

  it("takes the stock of the product's category when the product has none, in each language", () => {
    const draft = { ...georgian, availability: null };
    expect(ofKa(draft).availability?.text).toBe('შეკვეთით, მიწოდება 14 დღეში');
    expect(ofEn(draft).availability?.text).toBe('To order, delivery in 14 days');
    expect(ofEn({ ...draft, categories: [] }).availability).toBeNull();
    // A status not chosen yet says nothing of its own.
    expect(ofEn({ ...draft, categories: [], availability: { status: '' } }).availability).toBe(
      null,
    );
  });

  it('shows the first photo, and none for a product without one', () => {
    expect(ofKa(georgian).photo).toEqual({ src: '/uploads/c3030-front.jpg', alt: 'წინა ხედი' });
    expect(ofKa({ ...georgian, images: [] }).photo).toBeNull();
    expect(ofKa({ ...georgian, images: undefined }).photo).toBeNull();
    expect(ofKa({ ...georgian, images: [{ src: '', alt: 'x' }] }).photo).toBeNull();
  });

  it('lists speed, format and the first specification with the page’s labels', () => {
    expect(ofEn(georgian).keySpecs).toEqual([
      { label: 'Speed', value: '30 pages per minute' },
      { label: 'Format', value: 'A3' },
      { label: 'Print resolution', value: '1200 × 1200 dpi' },
    ]);
    expect(ofKa({ ...georgian, speedPpm: null, format: null }).keySpecs).toEqual([
      { label: 'ბეჭდვის გარჩევადობა', value: '1200 × 1200 dpi' },
    ]);
  });
});

describe('the preview photo', () => {
  it('is the upload the editor holds, or the file where the site serves it', () => {
    const blob = 'blob:http://localhost/0b1c';
    expect(photoUrl('/uploads/new.jpg', { toString: () => blob })).toBe(blob);
    expect(photoUrl('/images/products/mfp-1.svg', undefined)).toBe(
      '/gps-app/images/products/mfp-1.svg',
    );
    // An asset whose file is not read yet names its repository path: the site's copy instead.
    expect(photoUrl('/uploads/a.jpg', { toString: () => 'public/uploads/a.jpg' })).toBe(
      '/gps-app/uploads/a.jpg',
    );
  });
});
