import { fillVat, vatPriceNote, vatSentence, withVat, type VatTranslate } from '@/lib/vat';

const t: VatTranslate = (key, { rate }) => `${key}:${rate}`;
const included = { pricesInclude: true, rate: 18, invoice: true };
const excluded = { pricesInclude: false, rate: 18, invoice: false };

describe('VAT from the one company setting', () => {
  it('notes beside a price whether it includes VAT, at the setting’s rate', () => {
    expect(vatPriceNote(included, t)).toBe('included:18');
    expect(vatPriceNote({ ...excluded, rate: 20 }, t)).toBe('excluded:20');
  });

  it('says nothing when the content has no setting', () => {
    expect(vatPriceNote(undefined, t)).toBeNull();
    expect(vatSentence(undefined, t)).toBeNull();
  });

  it('writes the page sentence: the prices, then the invoice', () => {
    expect(vatSentence(included, t)).toBe('pageIncluded:18 invoice:18');
    expect(vatSentence(excluded, t)).toBe('pageExcluded:18 noInvoice:18');
  });

  it('fills the {vat} token of a paragraph, and drops it without a setting', () => {
    expect(fillVat('{vat}', 'Prices include VAT.')).toBe('Prices include VAT.');
    expect(fillVat('Pay by card. {vat}', null)).toBe('Pay by card.');
    expect(fillVat('No token here.', 'x')).toBe('No token here.');
  });

  it('fills a page in one language only', () => {
    const page = {
      sections: [{ heading: 'h', paragraphs: { ka: ['{vat}'], en: ['{vat}', 'Cash.'] } }],
    };
    const filled = withVat(page, 'en', 'VAT included.');
    expect(filled.sections[0]!.paragraphs).toEqual({
      ka: ['{vat}'],
      en: ['VAT included.', 'Cash.'],
    });
  });
});
