import type { z } from 'zod';
import type { categorySchema, companySchema, productSchema } from './schema';

/** What a content file may contain before validation (the dealer edits these shapes). */
export type CompanyInput = z.input<typeof companySchema>;
export type CategoryInput = z.input<typeof categorySchema>;
export type ProductInput = z.input<typeof productSchema>;
