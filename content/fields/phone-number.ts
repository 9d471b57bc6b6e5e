/**
 * Phone numbers as visitors and the dealer write them: Georgian mobiles (555 12 34 56,
 * +995 555 12 34 56), Georgian landlines with the trunk 0 (032 2 12 34 56) or +995
 * (+995 32 2 12 34 56), and international numbers written with + or 00 (E.164: up to 15 digits).
 * Spaces, dashes, dots and brackets between the digits are allowed.
 */

const separators = /[\s\u00a0\-.()/]/g;

/** A Georgian national number: 9 digits, landlines 3x/4x, mobiles 5x, corporate/VoIP 7x. */
const georgianNational = /^[3-57]\d{8}$/;

const international = /^\+[1-9]\d{6,14}$/;

function georgian(national: string): string | null {
  return georgianNational.test(national) ? `+995${national}` : null;
}

/** The number in E.164 form (`+995555123456`), or null when it is not a phone number. */
export function normalizePhone(input: string): string | null {
  const written = input.trim();
  if (!/^\+?[0-9\s\u00a0\-.()/]+$/.test(written)) return null;
  let digits = written.replace(separators, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (digits.startsWith('+995')) return georgian(digits.slice(4));
  if (digits.startsWith('+')) return international.test(digits) ? digits : null;
  if (/^995\d{9}$/.test(digits)) return georgian(digits.slice(3)); // +995 without the +
  if (/^0\d{9}$/.test(digits)) return georgian(digits.slice(1)); // 032 2xx xx xx
  if (/^5\d{8}$/.test(digits)) return `+995${digits}`; // 5xx xxx xxx
  return null;
}

export function isPhoneNumber(input: string): boolean {
  return normalizePhone(input) !== null;
}
