/** From the one company setting (content/company.yaml `vat`); words from the Vat messages. */
export interface VatSetting {
  pricesInclude: boolean;
  rate: number;
  invoice: boolean;
}

/** The Vat messages, filled by the caller: `t(key, { rate })`. */
export type VatTranslate = (
  key: 'included' | 'excluded' | 'pageIncluded' | 'pageExcluded' | 'invoice' | 'noInvoice',
  values: { rate: number },
) => string;

/** "incl. 18% VAT" / "18%-იანი დღგ-ს ჩათვლით", or null when the content says nothing of VAT. */
export function vatPriceNote(vat: VatSetting | undefined, t: VatTranslate): string | null {
  if (!vat) return null;
  return t(vat.pricesInclude ? 'included' : 'excluded', { rate: vat.rate });
}

/** The page's sentences: whether the prices include VAT, then whether a VAT invoice is issued. */
export function vatSentence(vat: VatSetting | undefined, t: VatTranslate): string | null {
  if (!vat) return null;
  const values = { rate: vat.rate };
  return [
    t(vat.pricesInclude ? 'pageIncluded' : 'pageExcluded', values),
    t(vat.invoice ? 'invoice' : 'noInvoice', values),
  ].join(' ');
}

/** Written in a page paragraph, replaced by the VAT sentence (docs/architecture.md, "VAT"). */
export const vatToken = '{vat}';

/** A paragraph with the VAT token filled; without a setting the token and its space go. */
export function fillVat(paragraph: string, sentence: string | null): string {
  if (!paragraph.includes(vatToken)) return paragraph;
  return sentence === null
    ? paragraph
        .replaceAll(vatToken, '')
        .replace(/\s{2,}/g, ' ')
        .trim()
    : paragraph.replaceAll(vatToken, sentence);
}

interface PageSections {
  sections: { heading: unknown; paragraphs: Record<string, string[]> }[];
}

/** A page with `{vat}` filled in the paragraphs of `locale`. */
export function withVat<T extends PageSections>(
  page: T,
  locale: string,
  sentence: string | null,
): T {
  return {
    ...page,
    sections: page.sections.map((section) => ({
      ...section,
      paragraphs: {
        ...section.paragraphs,
        [locale]: section.paragraphs[locale]?.map((text) => fillVat(text, sentence)),
      },
    })),
  };
}
