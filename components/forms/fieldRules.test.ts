import {
  deliveredPhone,
  emailPattern,
  errorLabel,
  firstInvalid,
  summaryItems,
} from '@/components/forms/fieldRules';

type Codes = { serial: readonly ['required', 'invalid']; name: readonly ['required'] };

describe('error plumbing', () => {
  const labels = {
    'serial.required': 'Enter the serial.',
    'serial.invalid': 'Bad serial.',
    'name.required': 'Enter a name.',
  };
  const order = ['serial', 'name'] as const;

  it('finds the message for a field and the fields in form order', () => {
    const errors = { name: 'required', serial: 'invalid' } as const;
    expect(errorLabel<Codes>(errors, 'serial', labels)).toBe('Bad serial.');
    expect(errorLabel<Codes>({}, 'serial', labels)).toBeUndefined();
    expect(firstInvalid(errors, order)).toBe('serial');
    expect(summaryItems<Codes>(errors, order, 'meter', labels)).toEqual([
      { id: 'meter-serial', text: 'Bad serial.' },
      { id: 'meter-name', text: 'Enter a name.' },
    ]);
  });
});

describe('the rules every form shares', () => {
  it('accepts an address with a name, an @ and a dotted domain, without spaces', () => {
    for (const good of ['nino@example.ge', 'a.b+c@mail.example.com'])
      expect(emailPattern.test(good)).toBe(true);
    for (const bad of ['', 'nino@', 'nino@example', '@example.ge', 'ni no@example.ge'])
      expect(emailPattern.test(bad)).toBe(false);
  });

  it('delivers a valid Georgian number in international form, anything else trimmed as typed', () => {
    expect(deliveredPhone('555 12-34-56')).toBe('+995555123456');
    expect(deliveredPhone('  12  ')).toBe('12');
    expect(deliveredPhone('')).toBe('');
  });
});
