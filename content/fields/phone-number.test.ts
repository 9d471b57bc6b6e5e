import { isPhoneNumber, normalizePhone } from '@/content/fields/phone-number';

describe('phone numbers', () => {
  it.each([
    ['+995 555 12 34 56', '+995555123456'],
    ['+995555123456', '+995555123456'],
    ['00995 555 12 34 56', '+995555123456'],
    ['995 555 12 34 56', '+995555123456'],
    ['555 123 456', '+995555123456'],
    ['555-12-34-56', '+995555123456'],
    ['032 2 12 34 56', '+995322123456'],
    ['(032) 212-34-56', '+995322123456'],
    ['+995 32 200 00 00', '+995322000000'],
    ['0 422 27 00 00', '+995422270000'],
    ['+995\u00a0706\u00a012\u00a034\u00a056', '+995706123456'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0049 30 901820', '+4930901820'],
    ['+1 (202) 555-0143', '+12025550143'],
    ['  +380 44 123 45 67  ', '+380441234567'],
  ])('accepts %s as %s', (written, e164) => {
    expect(normalizePhone(written)).toBe(e164);
    expect(isPhoneNumber(written)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'call me',
    '555 12 34', // too short for a Georgian mobile
    '212 34 56', // a Tbilisi number without its area code
    '555 12 34 567', // one digit too many
    '+995 555 12 34', // +995 with too few digits
    '+995 655 12 34 56', // no Georgian number starts with 6
    '+995 555 12 34 567',
    '0555', // trunk 0 and too short
    '+0 123 456 789', // no country code starts with 0
    '+1 234 56', // too short for E.164
    '+1234567890123456', // 16 digits: longer than E.164 allows
    '555+123456',
    '+995 555 12 34 56 ext. 2',
    '5551234560x',
  ])('rejects %j', (written) => {
    expect(normalizePhone(written)).toBeNull();
    expect(isPhoneNumber(written)).toBe(false);
  });
});
