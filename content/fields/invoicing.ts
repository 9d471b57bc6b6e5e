export function isIdentificationCode(value: string): boolean {
  return /^\d{9}$/.test(value);
}

export function compactIban(value: string): string {
  return value.replace(/[\s\u00a0]/g, '').toUpperCase();
}

/** ISO 13616: move the first four characters to the end, letters to numbers, remainder 1 mod 97. */
function ibanChecksumHolds(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' && char <= 'Z' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

export function isGeorgianIban(value: string): boolean {
  const iban = compactIban(value);
  return /^GE\d{2}[A-Z]{2}\d{16}$/.test(iban) && ibanChecksumHolds(iban);
}
