/** @jest-environment node */
import { localBusinessLd, productOffer } from '@/server/structured-data';
import { fixtureCopy } from '../tests/support/content/fixture-content';

const site = fixtureCopy();
const { company } = site.load();
site.remove();

describe('LocalBusiness JSON-LD', () => {
  it('lists Telegram and WhatsApp, and no geo or tax id the content does not have', () => {
    const ld = localBusinessLd(company, 'en');
    expect(ld.sameAs).toEqual([
      `https://t.me/${company.telegram}`,
      `https://wa.me/${company.whatsapp}`,
    ]);
    expect(ld.legalName).toBe(company.legalName);
    expect(ld).not.toHaveProperty('geo');
    expect(ld).not.toHaveProperty('taxID');
  });

  it('adds coordinates, the map, Facebook and the tax id when they are set', () => {
    const ld = localBusinessLd(
      {
        ...company,
        viber: '+995 555 00 00 01',
        facebook: 'https://www.facebook.com/example.page',
        geo: { lat: 41.7, lng: 44.8 },
        invoicing: {
          legalName: { ka: 'შპს „მაგალითი“', en: 'Example LLC' },
          identificationCode: '123456789',
        },
      },
      'ka',
    );
    expect(ld).toMatchObject({
      legalName: 'შპს „მაგალითი“',
      taxID: '123456789',
      geo: { '@type': 'GeoCoordinates', latitude: 41.7, longitude: 44.8 },
      hasMap: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\//),
    });
    // Viber has no web page, so it is not a profile to name.
    expect(ld.sameAs).toEqual([
      `https://t.me/${company.telegram}`,
      `https://wa.me/${company.whatsapp}`,
      'https://www.facebook.com/example.page',
    ]);
  });
});

describe('productOffer (structured data)', () => {
  const url = 'https://example.ge/gps-app/en/product/a/';

  it('is absent without a price: nothing is invented', () => {
    expect(
      productOffer({ price: null, availability: { status: 'inStock' }, financing: null }, url),
    ).toBeUndefined();
  });

  it('is an Offer with the price, currency and stock status', () => {
    const offer = productOffer(
      {
        price: { amount: 900, currency: 'GEL', from: false },
        availability: { status: 'toOrder', days: 10 },
        financing: null,
      },
      url,
    );
    expect(offer).toMatchObject({
      '@type': 'Offer',
      price: 900,
      priceCurrency: 'GEL',
      availability: 'https://schema.org/BackOrder',
      deliveryLeadTime: { value: 10, unitCode: 'DAY' },
    });
  });

  it('is an AggregateOffer from the low price for a "from" price', () => {
    const offer = productOffer(
      { price: { amount: 900, currency: 'EUR', from: true }, availability: null, financing: null },
      url,
    );
    expect(offer).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 900, priceCurrency: 'EUR' });
    expect(offer).not.toHaveProperty('price');
  });
});
