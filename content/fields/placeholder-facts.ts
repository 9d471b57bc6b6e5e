// Placeholders by rules rather than the template's values, so a dealer's own is caught too.

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

export function isPlaceholderName(value: string): boolean {
  return sampleWord.test(value);
}

/** No real number has at most three digits other than zero beside the country code. */
export function isPlaceholderNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').replace(/^995(?=\d{9}$)/, '');
  return digits.replace(/0/g, '').length <= 3 || /^(\d)\1+$/.test(digits);
}

export function isPlaceholderIban(value: string): boolean {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return compact === registryExampleIban || isPlaceholderNumber(compact.slice(6));
}
