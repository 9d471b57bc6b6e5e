/**
 * Whether a company fact is still a placeholder, by rules rather than by the template's values (a
 * dealer who types a placeholder of their own is caught too): the reserved example domains
 * (RFC 2606/6761), handles and names that say "example" or "sample", numbers that are nearly all
 * zeros, and the IBAN registry's own Georgian example.
 */

const reservedHost = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;
const sampleWord = /example|sample|სანიმუშო|ნიმუში|lorem/i;
/** The Georgian example of the SWIFT IBAN registry (ISO 13616): checks, but no bank holds it. */
const registryExampleIban = 'GE29NB0000000101904917';

export function isPlaceholderEmail(value: string): boolean {
  const host = value.split('@').pop() ?? '';
  return reservedHost.test(host) || sampleWord.test(value);
}

export function isPlaceholderUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return reservedHost.test(url.hostname) || sampleWord.test(url.pathname);
}

/** A Telegram user name, a bank's name: the words "example" or "sample" in any script. */
export function isPlaceholderName(value: string): boolean {
  return sampleWord.test(value);
}

/**
 * A phone number, a WhatsApp number, an identification code: no real one has at most three digits
 * that are not zero once the country code (995) is set aside ("+995 32 200 00 00").
 */
export function isPlaceholderNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').replace(/^995(?=\d{9}$)/, '');
  return digits.replace(/0/g, '').length <= 3 || /^(\d)\1+$/.test(digits);
}

export function isPlaceholderIban(value: string): boolean {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return compact === registryExampleIban || isPlaceholderNumber(compact.slice(6));
}
