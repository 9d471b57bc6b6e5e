/** 9 digits (company) or 11 (person), spaces, dashes and dots allowed; the Worker checks too. */

/** The digits of a typed code, or null when it holds anything but digits and separators. */
export function buyerIdDigits(value: string): string | null {
  const trimmed = value.trim();
  if (!/^[0-9][0-9 .\-\u00a0]*$/.test(trimmed)) return null;
  return trimmed.replace(/\D/g, '');
}

/** Who the code names: 9 digits a company, 11 a person; null when it is neither. */
export function buyerIdKind(value: string): 'company' | 'person' | null {
  const digits = buyerIdDigits(value);
  if (digits?.length === 9) return 'company';
  if (digits?.length === 11) return 'person';
  return null;
}

/** An empty field is fine (the code is optional); a given one must be 9 or 11 digits. */
export function isBuyerIdOk(value: string): boolean {
  return value.trim() === '' || buyerIdKind(value) !== null;
}
