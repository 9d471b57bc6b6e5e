/** @jest-environment node */
// Issue 41: VAT is one company setting, checked by the schema and explained in the editor.
import { cmsConfig, backendFromEnv } from '@/content/cms/config';
import type { CmsField } from '@/content/cms/fields';
import { companySchema, vatSchema } from '@/content/schema';
import en from '@/messages/en.json';
import ka from '@/messages/ka.json';

describe('the VAT setting', () => {
  it('takes whether prices include VAT, the rate and whether a VAT invoice is issued', () => {
    const vat = { pricesInclude: true, rate: 18, invoice: true };
    expect(vatSchema.parse(vat)).toEqual(vat);
    expect(vatSchema.safeParse({ ...vat, rate: 120 }).success).toBe(false);
    expect(vatSchema.safeParse({ ...vat, rate: -1 }).success).toBe(false);
    expect(vatSchema.safeParse({ pricesInclude: true, rate: 18 }).success).toBe(false);
    expect(companySchema.shape.vat.safeParse(undefined).success).toBe(true);
  });

  it('has help in Georgian and English for each of its editor fields', () => {
    const config = cmsConfig(backendFromEnv({}), { ka, en });
    const company = config.collections.find((c) => c.name === 'company');
    const fields: CmsField[] = company && 'files' in company ? company.files[0]!.fields : [];
    const vat = fields.find((f) => f.name === 'vat');
    expect(vat).toBeDefined();
    for (const field of [vat!, ...(vat!.fields ?? [])]) {
      expect(field.hint).toMatch(/[\u10A0-\u10FF].* \/ [A-Z]/);
      // Stored once: the setting is not a translation.
      expect(field.i18n).toBeUndefined();
    }
    expect(vat!.fields?.map((f) => f.name)).toEqual(['pricesInclude', 'rate', 'invoice']);
  });
});
