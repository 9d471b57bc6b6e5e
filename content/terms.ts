// zod validates content at build time only: these schemas stay out of client bundles.
import 'server-only';
import { z } from 'zod';
import { availabilityStatuses, currencies } from './constants';
import { both } from './fields/two-languages';

/**
 * The most a price may state, in its currency: far above the dearest machine the dealer sells.
 * zod refuses Infinity and NaN but takes 1e308, which a page prints 412 digits long.
 */
export const maxPriceAmount = 10_000_000;

/** An amount of money: a finite number up to maxPriceAmount (a bigger one is a typing error). */
export const moneyAmount = z
  .number({
    // undefined keeps zod's "received undefined", which the checks turn into "is missing".
    error: (issue) =>
      issue.input === undefined ? undefined : 'must be a number, such as 8900 or 49.90',
  })
  .max(maxPriceAmount, `must be at most ${maxPriceAmount} (check for a typing error)`);

/**
 * What a buyer asks after "what is it": the price, whether it is in stock, and how to pay for it
 * over time. All optional: without a price a product reads "price on request".
 */
export const priceSchema = z.object({
  amount: moneyAmount.positive(both('უნდა იყოს 0-ზე მეტი', 'must be more than 0')),
  /** Lari unless the dealer quotes this product in euro. */
  currency: z.enum(currencies).default('GEL'),
  /** A starting price ("from ₾12,500"): the configuration the buyer picks sets the rest. */
  from: z.boolean().default(false),
});
export type Price = z.infer<typeof priceSchema>;

export const availabilitySchema = z
  .object({
    status: z.enum(availabilityStatuses),
    /** Delivery time of a product ordered from the maker, in days. */
    days: z.number().int().min(1).max(365).optional(),
  })
  .refine((a) => a.status === 'toOrder' || a.days === undefined, {
    message: both(
      'მიწოდების ვადა მხოლოდ შეკვეთით პროდუქტს აქვს; მარაგში არსებულისთვის დატოვეთ ცარიელი',
      'the delivery time is for a product to order; leave it out when in stock',
    ),
    path: ['days'],
  });
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * VAT (დღგ) as the dealer charges it, one setting for the whole site: every price, the quote
 * list and the delivery and payment page say it from here (lib/vat.ts).
 */
export const vatSchema = z.object({
  /** The prices on the site include VAT (otherwise it is added to them). */
  pricesInclude: z.boolean(),
  /** The rate in percent (18 in Georgia). */
  rate: z.number().min(0).max(100),
  /** The dealer issues a VAT invoice (საგადასახადო ანგარიშ-ფაქტურა) on request. */
  invoice: z.boolean(),
});
export type Vat = z.infer<typeof vatSchema>;
