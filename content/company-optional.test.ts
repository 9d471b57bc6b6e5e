/** @jest-environment node */
import { fixtureCopy, located } from '../tests/support/content/fixture-content';

// Issue 15: the contacts page's optional company fields (channels, map, directions, invoicing).
let site: ReturnType<typeof fixtureCopy>;
beforeEach(() => (site = fixtureCopy()));
afterEach(() => site.remove());

const problems = () => site.read().problems.map(located);
type Blocks = { ka: Record<string, unknown>; en: Record<string, unknown> };

function addValidFields({ ka, en }: Blocks) {
  ka.viber = '+995 555 00 00 01';
  ka.facebook = 'https://www.facebook.com/example.page';
  ka.geo = { lat: 41.7, lng: 44.8 };
  ka.landmark = 'მეტროსთან';
  en.landmark = 'By the metro';
  ka.parking = 'ეზოში';
  en.parking = 'In the courtyard';
  ka.invoicing = {
    legalName: 'შპს „მაგალითი“',
    identificationCode: '123456789',
    bank: 'ბანკი',
    iban: 'GE29 NB00 0000 0101 9049 17',
  };
  en.invoicing = {
    legalName: 'Example LLC',
    identificationCode: '123456789',
    bank: 'Bank',
    iban: 'GE29 NB00 0000 0101 9049 17',
  };
}

describe('optional company fields', () => {
  it('are optional: a company without them loads', () => {
    const { company } = site.load();
    expect(company.viber).toBeUndefined();
    expect(company.facebook).toBeUndefined();
    expect(company.geo).toBeUndefined();
    expect(company.invoicing).toBeUndefined();
  });

  it('load as one model with texts in both languages', () => {
    site.edit('company.yaml', addValidFields);
    const { company } = site.load();
    expect(company.geo).toEqual({ lat: 41.7, lng: 44.8 });
    expect(company.parking).toEqual({ ka: 'ეზოში', en: 'In the courtyard' });
    expect(company.invoicing).toEqual({
      legalName: { ka: 'შპს „მაგალითი“', en: 'Example LLC' },
      identificationCode: '123456789',
      bank: { ka: 'ბანკი', en: 'Bank' },
      iban: 'GE29 NB00 0000 0101 9049 17',
    });
  });

  it('reject a bad Viber number, a non-Facebook page, bad coordinates, code and IBAN', () => {
    site.edit('company.yaml', (blocks) => {
      addValidFields(blocks);
      const { ka, en } = blocks;
      ka.viber = 'viber me';
      ka.facebook = 'https://www.facebook.com.example.net/page';
      ka.geo = { lat: 141.7, lng: 44.8 };
      const invoicing = { identificationCode: '12345678', iban: 'GE28NB0000000101904917' };
      Object.assign(ka.invoicing as object, invoicing);
      Object.assign(en.invoicing as object, invoicing);
    });
    const found = problems();
    for (const field of [
      'ka.viber',
      'ka.facebook',
      'ka.geo.lat',
      'ka.invoicing.identificationCode',
      'ka.invoicing.iban',
    ])
      expect(found).toContainEqual(expect.stringContaining(`field "${field}"`));
    expect(found).toHaveLength(5);
  });

  it('reject plain http for Facebook, and a landmark without its English text', () => {
    site.edit('company.yaml', (blocks) => {
      addValidFields(blocks);
      blocks.ka.facebook = 'http://www.facebook.com/example.page';
      delete blocks.en.landmark;
    });
    const found = problems();
    expect(found).toContainEqual(expect.stringContaining('field "ka.facebook"'));
    expect(found).toContainEqual(expect.stringContaining('field "en.landmark"'));
  });
});
