import { rmSync } from 'node:fs';
import { fixtureCopy } from '../tests/support/content/fixture-content';

describe('the rental plans and the service area', () => {
  it('load from content/rental.yaml and content/service-area.yaml, both languages', () => {
    const copy = fixtureCopy();
    try {
      const site = copy.load();
      expect(site.rental.plans.length).toBeGreaterThan(0);
      for (const plan of site.rental.plans) {
        expect(plan.name.ka).toMatch(/[\u10A0-\u10FF]/);
        expect(plan.name.en).not.toBe('');
      }
      // A plan without a monthly fee is "price on request".
      expect(site.rental.plans.some((plan) => plan.monthlyPrice === undefined)).toBe(true);
      expect(site.serviceArea.cities[0]?.name).toEqual({ ka: 'თბილისი', en: 'Tbilisi' });
      expect(site.products.some((product) => product.rentable)).toBe(true);
    } finally {
      copy.remove();
    }
  });

  it('refuse a plan named twice, a negative page price and an empty city list', () => {
    const copy = fixtureCopy();
    try {
      copy.edit('rental.yaml', ({ ka, en }) => {
        const plans = ka.plans as Record<string, unknown>[];
        plans[1]!.id = plans[0]!.id;
        plans[0]!.extraPagePrice = -1;
        (en.plans as Record<string, unknown>[])[1]!.id = plans[0]!.id;
      });
      copy.edit('service-area.yaml', ({ ka, en }) => {
        ka.cities = [];
        en.cities = [];
      });
      const messages = copy.read().problems.map((p) => `${p.file} ${p.field} ${p.message}`);
      expect(messages.join('\n')).toMatch(/rental\.yaml .*names a plan twice/);
      expect(messages.join('\n')).toMatch(/rental\.yaml ka\.plans\.0\.extraPagePrice/);
      expect(messages.join('\n')).toMatch(/service-area\.yaml .*at least one city/);
    } finally {
      copy.remove();
    }
  });

  it('name the missing file', () => {
    const copy = fixtureCopy();
    try {
      rmSync(`${copy.root}/service-area.yaml`);
      expect(
        copy
          .read()
          .problems.map((p) => p.file)
          .join(' '),
      ).toMatch(/service-area\.yaml/);
    } finally {
      copy.remove();
    }
  });
});
