// zod validates content at build time only: these schemas stay out of client bundles.
import 'server-only';
import { z } from 'zod';
import { availabilityStatuses, currencies } from './constants';
import { dealerWords } from './dealer-words';

const say = dealerWords('schema');

/** Far above the dearest machine: zod takes 1e308, which a page prints 412 digits long. */
export const maxPriceAmount = 10_000_000;

export const moneyAmount = z
  .number({
    // undefined keeps zod's "received undefined", which the checks turn into "is missing".
    error: (issue) =>
      issue.input === undefined ? undefined : 'must be a number, such as 8900 or 49.90',
  })
  .max(maxPriceAmount, `must be at most ${maxPriceAmount} (check for a typing error)`);

export const priceSchema = z.object({
  amount: moneyAmount.positive(say('moreThanZero')),
  currency: z.enum(currencies).default('GEL'),
  /** A starting price ("from ₾12,500"): the configuration the buyer picks sets the rest. */
  from: z.boolean().default(false),
});
export type Price = z.infer<typeof priceSchema>;

export const availabilitySchema = z
  .object({
    status: z.enum(availabilityStatuses),
    days: z.number().int().min(1).max(365).optional(),
  })
  .refine((a) => a.status === 'toOrder' || a.days === undefined, {
    message: say('deliveryForOrder'),
    path: ['days'],
  });
export type Availability = z.infer<typeof availabilitySchema>;

/** VAT (დღგ), one setting for the whole site (lib/vat.ts). */
export const vatSchema = z.object({
  pricesInclude: z.boolean(),
  rate: z.number().min(0).max(100),
  invoice: z.boolean(),
});
export type Vat = z.infer<typeof vatSchema>;
