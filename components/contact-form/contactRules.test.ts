import compile from 'icu-minify/compile';
import {
  composeContact,
  emptyContact,
  fieldOrder,
  prefillFromQuery,
  validateContact,
  type ContactValues,
  keepContactChoices,
} from '@/components/contact-form/contactRules';
import { firstInvalid, summaryItems } from '@/components/forms/fieldRules';
import { clearFormDraft, loadFormDraft, saveFormDraft } from '@/components/forms/formDraft';
import { createSafeStorage } from '@/lib/safe-storage';
import type { ContactFormLabels } from '@/components/contact-form/labels';

const valid: ContactValues = {
  topic: 'general',
  name: 'Nino',
  reply: 'email',
  email: 'nino@example.ge',
  phone: '',
  message: 'Please call me back.',
};

describe('contact form validation', () => {
  it('accepts a name, a valid e-mail and a message of 10 characters or more', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, message: '0123456789' })).toEqual({});
  });

  it('requires a name, a valid e-mail and at least 10 characters of message', () => {
    expect(validateContact(emptyContact)).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
    });
    expect(emptyContact.reply).toBe('email');
    expect(
      validateContact({ ...valid, name: '   ', email: 'nino@', message: 'Too short' }),
    ).toEqual({ name: 'required', email: 'invalid', message: 'tooShort' });
    expect(validateContact({ ...valid, email: 'nino @example.ge' }).email).toBe('invalid');
  });

  it('does not count surrounding spaces, and counts Georgian letters as one each', () => {
    expect(validateContact({ ...valid, message: '   short   ' }).message).toBe('tooShort');
    expect(validateContact({ ...valid, message: 'გამარჯობა!' }).message).toBeUndefined();
  });

  it('names the first invalid field in form order', () => {
    expect(firstInvalid({ message: 'tooShort', email: 'invalid' }, fieldOrder)).toBe('email');
    expect(firstInvalid({ message: 'tooShort', phone: 'invalid' }, fieldOrder)).toBe('phone');
    expect(firstInvalid({}, fieldOrder)).toBeUndefined();
    const errors = { message: 'required', phone: 'required', name: 'required' } as const;
    const labels: ContactFormLabels['errors'] = {
      summary: 's',
      'name.required': 'n',
      'email.required': 'er',
      'email.invalid': 'ei',
      'phone.required': 'p',
      'phone.invalid': 'pi',
      'message.required': 'm',
      'message.tooShort': 'ms',
    };
    expect(summaryItems(errors, fieldOrder, 'contact', labels)).toEqual([
      { id: 'contact-name', text: 'n' },
      { id: 'contact-phone', text: 'p' },
      { id: 'contact-message', text: 'm' },
    ]);
  });
});

describe('contact form: phone and the chosen answer', () => {
  it('leaves the phone optional for an answer by e-mail, but checks it when given', () => {
    expect(validateContact({ ...valid, phone: '' })).toEqual({});
    expect(validateContact({ ...valid, phone: '555 12 34 56' })).toEqual({});
    expect(validateContact({ ...valid, phone: '12 34' })).toEqual({ phone: 'invalid' });
  });

  it('requires the phone for a call or WhatsApp, and then the e-mail may stay empty', () => {
    for (const reply of ['phone', 'whatsapp'] as const) {
      expect(validateContact({ ...valid, reply, email: '' })).toEqual({ phone: 'required' });
      expect(validateContact({ ...valid, reply, email: '', phone: '  ' })).toEqual({
        phone: 'required',
      });
      expect(validateContact({ ...valid, reply, email: '', phone: '+995 555 12 34 56' })).toEqual(
        {},
      );
      expect(validateContact({ ...valid, reply, email: 'nino@', phone: '032 2 12 34 56' })).toEqual(
        { email: 'invalid' },
      );
    }
  });

  it('requires the e-mail for an answer by e-mail', () => {
    expect(validateContact({ ...valid, email: '', phone: '555 12 34 56' })).toEqual({
      email: 'required',
    });
  });
});

describe('contact form prefill', () => {
  const products = { 'uv-flatbed-6090': 'UV Flatbed F6090' };
  const templates = {
    product: compile('Please send me an offer for {product}.'),
    offers: {
      'bulk-order': 'Bulk order, please.',
      'educational-discount': 'Educational discount, please.',
      'complete-bundle': 'Complete bundle, please.',
      'starter-bundle': 'Starter bundle, please.',
    },
    rental: {
      general: 'We would like to rent a device.',
      product: compile('We would like to rent {product}.'),
      plan: compile('We are interested in the {plan} plan.'),
    },
    plans: { office: 'Office' },
  };

  it('pre-selects an offer topic and its message from ?type=', () => {
    expect(prefillFromQuery('?type=educational-discount', products, templates)).toEqual({
      topic: 'educational-discount',
      message: 'Educational discount, please.',
    });
  });

  it('names the product from ?product=, and prefers it over a type', () => {
    const expected = { topic: 'product', message: 'Please send me an offer for UV Flatbed F6090.' };
    expect(prefillFromQuery('?product=uv-flatbed-6090', products, templates)).toEqual(expected);
    expect(
      prefillFromQuery('?type=bulk-order&product=uv-flatbed-6090', products, templates),
    ).toEqual(expected);
  });

  it('pre-selects rental from ?type=rental, naming the product or the plan', () => {
    const rental = (query: string) => prefillFromQuery(query, products, templates);
    expect(rental('?type=rental')).toEqual({
      topic: 'rental',
      message: 'We would like to rent a device.',
    });
    expect(rental('?type=rental&product=uv-flatbed-6090')).toEqual({
      topic: 'rental',
      message: 'We would like to rent UV Flatbed F6090.',
    });
    expect(rental('?type=rental&plan=office')).toEqual({
      topic: 'rental',
      message: 'We are interested in the Office plan.',
    });
    // A product not (yet) known and a plan that is not offered leave the general message.
    expect(rental('?type=rental&product=x&plan=toString')?.message).toBe(
      'We would like to rent a device.',
    );
  });

  it('ignores an unknown type or product', () => {
    expect(prefillFromQuery('?type=free-printer', products, templates)).toBeNull();
    expect(prefillFromQuery('?product=toString', products, templates)).toBeNull();
    expect(prefillFromQuery('', products, templates)).toBeNull();
  });
});

describe('contact form delivery text', () => {
  const labels = {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    reply: 'Preferred answer',
    replies: { email: 'E-mail', phone: 'Phone call', whatsapp: 'WhatsApp' },
    topic: 'Topic',
    subject: compile('{topic}: from the website'),
  };

  it('composes the subject and the plain-text body', () => {
    const { subject, body } = composeContact(valid, 'General question', labels);
    expect(subject).toBe('General question: from the website');
    expect(body).toBe(
      'Name: Nino\nE-mail: nino@example.ge\nPreferred answer: E-mail\nTopic: General question' +
        '\n\nPlease call me back.',
    );
  });

  it('carries the phone in international form and the chosen answer; leaves out empty contacts', () => {
    const { body } = composeContact(
      { ...valid, reply: 'whatsapp', email: ' ', phone: '555 12-34-56' },
      'General question',
      labels,
    );
    expect(body).toBe(
      'Name: Nino\nPhone: +995555123456\nPreferred answer: WhatsApp\nTopic: General question' +
        '\n\nPlease call me back.',
    );
  });
});

describe('contact form draft', () => {
  // The form reads its draft through the never-throwing store, like every caller does.
  const storage = createSafeStorage(() => window.sessionStorage);
  beforeEach(() => window.sessionStorage.clear());
  // As ContactForm keeps it (useRequestForm): under its key, per query, old choices put back.
  const key = 'contact-form-draft';
  const saveDraft = (search: string, values: ContactValues) =>
    saveFormDraft(storage, key, search, values);
  const loadDraft = (search: string) =>
    loadFormDraft(storage, key, search, emptyContact, keepContactChoices);

  it('restores what was typed on the same page after a reload', () => {
    saveDraft('?type=bulk-order', valid);
    expect(loadDraft('?type=bulk-order')).toEqual(valid);
    expect(loadDraft('?product=x')).toBeNull();
    clearFormDraft(storage, key);
    expect(loadDraft('?type=bulk-order')).toBeNull();
  });

  it('keeps the phone and the chosen answer, and falls back to e-mail for an unknown answer', () => {
    const typed = { ...valid, reply: 'whatsapp' as const, phone: '555 12' };
    saveDraft('', typed);
    expect(loadDraft('')).toEqual(typed);
    window.sessionStorage.setItem(
      key,
      JSON.stringify({ search: '', values: { ...typed, reply: 'pigeon', phone: 5 } }),
    );
    expect(loadDraft('')).toMatchObject({ reply: 'email', phone: '' });
  });

  it('ignores a damaged draft', () => {
    window.sessionStorage.setItem(key, '{not json');
    expect(loadDraft('')).toBeNull();
  });
});
