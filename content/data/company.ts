import type { CompanyInput } from '../types';

/**
 * The dealer's facts. Every figure the site prints (years of experience, clients, dealer status)
 * is derived from here. SAMPLE VALUES: phone, email, telegram and whatsapp are placeholders on
 * reserved example ranges; the dealer replaces them (see README, "Content the dealer replaces").
 */
export const company: CompanyInput = {
  name: { ka: 'ბეჭდვის ცენტრი', en: 'Print Centre' },
  legalName: 'Print Centre LLC',
  foundedYear: 2008,
  clients: 500,
  projects: 1000,
  satisfactionPercent: 100,
  dealer: {
    goldSince: 2019,
    exclusiveFrom: 2016,
    exclusiveTo: 2019,
  },
  phone: '+995 32 200 00 00',
  email: 'info@example.com',
  telegram: 'example_print_centre',
  whatsapp: '995555000000',
  address: {
    street: { ka: 'ვაჟა-ფშაველას გამზირი 1', en: '1 Vazha-Pshavela Avenue' },
    city: { ka: 'თბილისი', en: 'Tbilisi' },
    country: { ka: 'საქართველო', en: 'Georgia' },
    postalCode: '0160',
    countryCode: 'GE',
  },
  hours: { days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'], opens: '10:00', closes: '18:00' },
};
