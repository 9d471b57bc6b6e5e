import { compactIban } from '@/content/fields/invoicing';

/** Groups of four, as banks print it: GE29 NB00 0000 0101 9049 17. */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}
