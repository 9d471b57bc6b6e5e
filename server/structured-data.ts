import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { Company, Offer, Product, SpecKey } from '@/content/schema';
import { absoluteAsset, absoluteUrl } from '@/lib/absolute-url';
import { defaultOgImage, productIllustration, productOgImage } from '@/lib/og-image';
import { offerEnd } from '@/lib/offers';
import { schemaAvailability, type ProductTerms } from '@/lib/product-terms';
import { channelLinks } from '@/lib/company-facts';
import { mapLinks } from '@/lib/map-links';
import { publishedImageUrl } from './image-manifest';

/** schema.org's day names; the content's two-letter days (Mo, Tu, …) are their beginnings. */
const schemaDays = 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(' ');

export function localBusinessLd(company: Company, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl(locale, '/')}#business`,
    name: company.name[locale],
    legalName: company.invoicing?.legalName[locale] ?? company.legalName,
    url: absoluteUrl(locale, '/'),
    image: absoluteAsset(defaultOgImage),
    telephone: company.phone,
    email: company.email,
    foundingDate: String(company.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street[locale],
      addressLocality: company.address.city[locale],
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    // One specification per set of hours: the usual week, then a short Saturday and the like.
    openingHoursSpecification: [company.hours, ...(company.hours.otherDays ?? [])].map((part) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: part.days.map((day) => schemaDays.find((name) => name.startsWith(day))),
      opens: part.opens,
      closes: part.closes,
    })),
    ...(company.geo && {
      geo: {
        '@type': 'GeoCoordinates',
        latitude: company.geo.lat,
        longitude: company.geo.lng,
      },
      hasMap: mapLinks({ name: company.name[locale], address: '', geo: company.geo }).google,
    }),
    // In Georgia the identification code is also the tax (and VAT payer) number.
    ...(company.invoicing && { taxID: company.invoicing.identificationCode }),
    // Pages that are the company's own profiles (Viber has no web address to name).
    sameAs: channelLinks(company)
      .filter((link) => link.href.startsWith('https://'))
      .map((link) => link.href),
  };
}

export interface Crumb {
  name: string;
  /** A site path without the language prefix. */
  path: string;
}

export function breadcrumbLd(locale: Locale, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(locale, crumb.path),
    })),
  };
}

/** No invented price: no stated price, no offer; a "from" price is an AggregateOffer's low end. */
export function productOffer(terms: ProductTerms, url: string) {
  const { price, availability } = terms;
  if (!price) return undefined;
  return {
    '@type': price.from ? 'AggregateOffer' : 'Offer',
    ...(price.from ? { lowPrice: price.amount } : { price: price.amount }),
    priceCurrency: price.currency,
    url,
    ...(availability && { availability: schemaAvailability[availability.status] }),
    ...(availability?.days && {
      deliveryLeadTime: {
        '@type': 'QuantitativeValue',
        value: availability.days,
        unitCode: 'DAY',
      },
    }),
  };
}

export function productLd(
  product: Product,
  locale: Locale,
  categoryName: string | undefined,
  specLabel: (key: SpecKey) => string,
  terms: ProductTerms,
) {
  const url = absoluteUrl(locale, `/product/${product.id}`);
  const offer = productOffer(terms, url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name[locale],
    description: product.description[locale],
    sku: product.id,
    url,
    image: [
      absoluteAsset(productOgImage(productIllustration(product.images)?.src)),
      // A photo's original is not exported: its widest published variant stands in for it.
      ...product.images.map((image) => publishedImageUrl(image.src)),
    ],
    ...(categoryName && { category: categoryName }),
    additionalProperty: product.specifications.map((row) => ({
      '@type': 'PropertyValue',
      name: specLabel(row.key),
      value: row.value[locale],
    })),
    ...(offer && { offers: offer }),
  };
}

/** The special offers with their validity; a price only where the offer states one. */
export function offersLd(offers: Offer[], locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@graph': offers.map((offer) => {
      const end = offerEnd(offer.validUntil);
      return {
        '@type': 'Offer',
        '@id': `${absoluteUrl(locale, '/')}#offer-${offer.id}`,
        name: offer.title[locale],
        description: offer.description[locale],
        url: absoluteUrl(locale, offer.cta.href),
        category: offer.category,
        ...(end && { validThrough: end.toISOString(), priceValidUntil: offer.validUntil }),
        ...(offer.bundlePrice !== undefined && {
          price: offer.bundlePrice,
          priceCurrency: offer.currency,
        }),
        ...(offer.minQuantity && {
          eligibleQuantity: { '@type': 'QuantitativeValue', minValue: offer.minQuantity },
        }),
        seller: { '@id': `${absoluteUrl(locale, '/')}#business` },
      };
    }),
  };
}
